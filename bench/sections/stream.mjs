// Live stream throughput in Chromium: the same 100,000 events read by core's EventStream, by fetch +
// eventsource-parser, and by the native EventSource, in the same run: one warm-up read each (not counted),
// then 15 rounds (BENCH_STREAM_ROUNDS) of ours and the parser back to back, taking turns going first, with
// the (20 times slower) native reader in every third round; every read starts from a collected heap.
// Medians, and the spread of the per-round ours/parser ratio in the note.
// Loopback only (port 4370, or BENCH_STREAM_PORT), bounded in time; Chromium is /usr/bin/chromium (CHROMIUM overrides).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { measureFanOut } from './stream/fanOut.mjs';

// Four fan-outs of 10,000 streams (the bare server and three setups), each opening its streams and filling a
// database first: on a busy machine they need longer than a section's default 10 minutes.
export const timeoutMs = 25 * 60_000;

export const title =
  'Live stream: events/s in Chromium against fetch + parser and EventSource; fan-out of 10,000 streams';

const EVENTS = Number(process.env.BENCH_STREAM_EVENTS ?? 100_000);
const PORT = Number(process.env.BENCH_STREAM_PORT ?? 4370);
const ROUNDS = Number(process.env.BENCH_STREAM_ROUNDS ?? 15);

/** The wire form of one notification, as the admin API sends it. */
const event = (id) =>
  `id: ${id}\nevent: notification\ndata: ${JSON.stringify({ id, type: 'project.created', category: 'PROJECT', severity: 'success', title: `Project ${id} created`, content: 'Created by the benchmark', link: null, read: false, createdAt: '2026-01-01T00:00:00.000Z' })}\n\n`;

/** The whole stream, prepared once and sent in 16 KiB writes as a busy server would. */
function streamBody() {
  const parts = [];
  let chunk = '';
  for (let i = 1; i <= EVENTS; i++) {
    chunk += event(i);
    if (chunk.length > 16_384) {
      parts.push(Buffer.from(chunk));
      chunk = '';
    }
  }
  if (chunk) parts.push(Buffer.from(chunk));
  return parts;
}

async function serve(bundle) {
  const parts = streamBody();
  const server = createServer(async (req, res) => {
    if (req.url?.startsWith('/sse')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      for (const part of parts) {
        if (!res.write(part)) await new Promise((r) => res.once('drain', r));
        if (res.destroyed) return;
      }
      res.end();
      return;
    }
    if (req.url === '/bundle.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(bundle);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><meta charset="utf-8"><script type="module" src="/bundle.js"></script>');
  });
  await new Promise((r) => server.listen(PORT, '127.0.0.1', r));
  return server;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const bundled = await build({
    entryPoints: [resolve(ctx.root, 'bench/sections/stream/page.js')],
    bundle: true,
    format: 'esm',
    write: false,
    minify: true,
    // Core from its source, as this checkout has it (no build needed).
    alias: {
      '@console/core/stream': resolve(ctx.root, 'packages/core/src/stream/index.ts'),
      '@console/core': resolve(ctx.root, 'packages/core/src/index.ts'),
    },
    nodePaths: [resolve(ctx.root, 'bench/node_modules')],
  });
  const server = await serve(bundled.outputFiles[0].text);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    // Each read starts from a collected heap, not with the garbage of the reader before it.
    args: ['--js-flags=--expose-gc'],
  });
  const rows = [];
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/?events=${EVENTS}`);
    await page.waitForFunction(() => window.ready === true);
    const read = (which) => page.evaluate((w) => window.measure(w), which);
    // Warm-up: the first read of each pays for compiling its code.
    for (const which of ['ours', 'parser', 'native']) await read(which);
    const results = { ours: [], parser: [], native: [] };
    const ratios = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Ours and the parser read back to back (the machine's load changes less between them), taking turns going first.
      const order = round % 2 === 0 ? ['ours', 'parser'] : ['parser', 'ours'];
      if (round % 3 === 2) order.push('native');
      for (const which of order) results[which].push(await read(which));
      ratios.push(results.ours[round] / results.parser[round]);
    }
    const [ours, parser, native] = ['ours', 'parser', 'native'].map((k) => median(results[k]));
    const [low, high] = [Math.min(...ratios), Math.max(...ratios)].map((r) => r.toFixed(2));
    ctx.log(`events/s: ours ${ours.toFixed(0)}, fetch + parser ${parser.toFixed(0)}, EventSource ${native.toFixed(0)}`);
    ctx.log(`ours / parser per round: ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
    rows.push(
      {
        measure: `${EVENTS.toLocaleString('en-US')} events, core EventStream (leader tab, BroadcastChannel fan-out)`,
        ours,
        unit: 'events/s',
        anchor: parser,
        anchorLabel: 'fetch + eventsource-parser',
        note: `median of ${ROUNDS} after a warm-up; per-round ratio ${low}-${high}, median ${median(ratios).toFixed(2)}x; aim >= 0.80x`,
      },
      {
        measure: `${EVENTS.toLocaleString('en-US')} events, core EventStream`,
        ours,
        unit: 'events/s',
        anchor: native,
        anchorLabel: 'native EventSource',
        note: `medians of ${ROUNDS} and ${results.native.length} after a warm-up`,
      },
    );
  } finally {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
  // BENCH_STREAM_FANOUT=0 runs the Chromium reads only.
  if (process.env.BENCH_STREAM_FANOUT !== '0') rows.push(...(await measureFanOut(ctx)));
  return rows;
}
