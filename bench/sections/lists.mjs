// Lists, in the browser and in the API.
// - 10,000 rows in Chromium: our ResourceTable and the DataTable under it beside bare @tanstack/react-virtual
//   rendering the same rows and cells, from `render` to the first frame, and the work of one scroll pass.
// - The admin API's lists paged by keyset other than projects (api.mjs measures those): users, tickets,
//   deployments, notebooks and the audit log, varied uncached reads and a 90/10 read/write mix, on PGlite and
//   on a throw-away PostgreSQL (bench/lib/listReads.mjs), with the project list's aims.
// BENCH_LISTS_PARTS (tables,api) chooses the parts; BENCH_LISTS_SIZE (10000) the users, tickets and audit
// entries (a fifth of it deployments and notebooks); BENCH_LISTS_SECONDS (4) per load; BENCH_LISTS_PORTS
// (4366,4367,4368,4365: API, identity provider, bare handler, PostgreSQL).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { aimNote } from '../lib/aim.mjs';
import { loadNow } from '../lib/apiLoad.mjs';
import { startBenchServer } from '../lib/benchServer.mjs';
import { listReadRows } from '../lib/listReads.mjs';
import { chromiumFlags, chromiumPath, median, serveStatic } from '../lib/serve.mjs';

export const title =
  '10k rows: first frame and a scroll pass, our tables beside bare react-virtual; the API lists paged by keyset under load';
/** Two stacks filled with the lists besides the browser: longer than the default ten minutes. */
export const timeoutMs = 20 * 60_000;

const parts = (process.env.BENCH_LISTS_PARTS ?? 'tables,api').split(',');

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  return [
    ...(parts.includes('tables') ? await tableRows(ctx) : []),
    ...(parts.includes('api') ? await apiRows(ctx) : []),
  ];
}

/** The API's lists on PGlite and on PostgreSQL (when its binaries are here). */
async function apiRows(ctx) {
  const size = Number(process.env.BENCH_LISTS_SIZE ?? 10_000);
  const seconds = Number(process.env.BENCH_LISTS_SECONDS ?? 4);
  const [api, idp, bare, postgres] = (process.env.BENCH_LISTS_PORTS ?? '4366,4367,4368,4365').split(',').map(Number);
  const databases = [{ label: 'PGlite', env: {} }];
  if (existsSync('/usr/lib/postgresql/15/bin/postgres') || process.env.PG_BIN)
    databases.push({ label: 'PostgreSQL', env: { BENCH_POSTGRES_PORT: String(postgres) } });
  else ctx.log('PostgreSQL binaries not found: PostgreSQL rows skipped');
  const only = process.env.BENCH_API_DATABASES?.split(',');
  const rows = [];
  for (const { label, env } of databases) {
    if (only && !only.includes(label)) continue;
    ctx.log(`${label}: starting the stack and filling the lists (${size.toLocaleString('en-US')} rows)...`);
    const server = await startBenchServer(ctx, {
      ...env,
      BENCH_PROJECTS: '1000',
      BENCH_LISTS: String(size),
      API_PORT: String(api),
      IDP_PORT: String(idp),
      BARE_PORT: String(bare),
    });
    try {
      rows.push(...(await listReadRows(ctx, { server, label, size, seconds })));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

// First frames of 10,000 rows vary by tens of ms from one load to the next: nine interleaved runs make the medians steady.
const runs = 9;

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
async function tableRows(ctx) {
  const out = mkdtempSync(join(tmpdir(), 'bench-lists-'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  let server;
  try {
    ctx.log('building the list pages...');
    await build({
      root: resolve(import.meta.dirname, '../fixtures/lists'),
      base: './',
      logLevel: 'warn',
      configFile: false,
      plugins: [react()],
      resolve: {
        conditions: ['source'],
        // The published stylesheet is built; in the workspace the fixture reads its source, as the console does.
        alias: { '@console/widgets/styles.css': resolve(import.meta.dirname, '../../packages/widgets/src/styles.css') },
      },
      build: { outDir: out, emptyOutDir: true },
    });
    server = await serveStatic(out, Number(process.env.BENCH_PORT ?? 0));
    const once = async (impl) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.origin}/?impl=${impl}`);
      await page.waitForFunction(() => window.bench.firstFrameMs !== undefined, null, { timeout: 30_000 });
      const first = await page.evaluate(() => window.bench.firstFrameMs);
      const scroll = await page.evaluate(() => window.bench.scroll());
      await page.close();
      return { first, scroll };
    };
    const loadBefore = loadNow();
    const impls = ['bare', 'resource', 'data'];
    for (const impl of impls) await once(impl); // warm-up, not counted
    const samples = Object.fromEntries(impls.map((impl) => [impl, []]));
    // Interleaved, so background load on the shared machine falls on every side alike.
    for (let i = 0; i < runs; i++) for (const impl of impls) samples[impl].push(await once(impl));
    const [bare, resource, data] = impls.map((impl) => {
      const first = samples[impl].map((s) => s.first);
      const scroll = samples[impl].map((s) => s.scroll);
      ctx.log(impl, 'first frame', first.map(Math.round), 'scroll', scroll.map(Math.round));
      return { first: median(first), scroll: median(scroll) };
    });
    const anchorLabel = 'bare react-virtual';
    // A shared machine's load moves single runs by hundreds of ms: the note says what it was.
    const note = `median of ${runs}, Chromium; load average ${loadBefore} before, ${loadNow()} after`;
    const firstFrameAim = (ours, at) =>
      `${note}; ${aimNote(ours / bare.first, { at, unit: 'x', lowerIsBetter: true })}`;
    return [
      {
        measure: 'ResourceTable, 10k rows to first frame',
        ours: resource.first,
        unit: 'ms',
        anchor: bare.first,
        anchorLabel,
        lowerIsBetter: true,
        note: firstFrameAim(resource.first, 1.5),
      },
      {
        measure: 'DataTable, 10k rows to first frame',
        ours: data.first,
        unit: 'ms',
        anchor: bare.first,
        anchorLabel,
        lowerIsBetter: true,
        note: firstFrameAim(data.first, 1.2),
      },
      {
        measure: 'ResourceTable, scroll pass (200 steps) work',
        ours: resource.scroll,
        unit: 'ms',
        anchor: bare.scroll,
        anchorLabel,
        lowerIsBetter: true,
        note,
      },
      {
        measure: 'DataTable, scroll pass (200 steps) work',
        ours: data.scroll,
        unit: 'ms',
        anchor: bare.scroll,
        anchorLabel,
        lowerIsBetter: true,
        note,
      },
    ];
  } finally {
    await browser.close();
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  }
}
