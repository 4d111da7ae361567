// 10,000 rows in Chromium: our ResourceTable and the DataTable under it beside bare @tanstack/react-virtual
// rendering the same rows and cells, from `render` to the first frame, and the work of one scroll pass.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumFlags, chromiumPath, median, serveStatic } from '../lib/serve.mjs';

export const title = '10k rows: first frame and a scroll pass, our tables beside bare react-virtual';

const runs = 3;

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
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
    const note = `median of ${runs}, Chromium`;
    return [
      {
        measure: 'ResourceTable, 10k rows to first frame',
        ours: resource.first,
        unit: 'ms',
        anchor: bare.first,
        anchorLabel,
        lowerIsBetter: true,
        note,
      },
      {
        measure: 'DataTable, 10k rows to first frame',
        ours: data.first,
        unit: 'ms',
        anchor: bare.first,
        anchorLabel,
        lowerIsBetter: true,
        note,
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
