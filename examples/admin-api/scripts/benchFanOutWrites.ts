/**
 * What one notification costs the server per open stream, path by path, against 10,000 loopback sockets read by
 * another process (the fan-out of `bench/sections/stream/fanOut.mjs` without the database, the client's timing or
 * the raising request). Each round writes one event to every socket through each path in turn, and reports the
 * median over the rounds of: the synchronous loop, the time until the process is idle again (writes queued by the
 * loop done), this process's user and system CPU, and the reader's CPU.
 *
 *   tsx scripts/benchFanOutWrites.ts            (PORT=7510 N=10000 ROUNDS=7 ONLY=socketWrite,busLocal READER=parse)
 *
 * Paths: `socketWrite` one pre-framed Buffer written to each socket (the floor through Node's public API);
 * `socketWriteCork` the same between cork and uncork; `resWrite` Node's `res.write` of the event (the response
 * frames it, corks, and writes after the loop); `sinkWrite` each stream's {@link SseSink}; `busLocal` a publish on
 * the local bus to one user's 10,000 listeners that do what a stream session's listener does, then its sink.
 * READER=parse reads the chunks and ids as the fan-out's load client does; READER=discard only reads.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { resolve } from 'node:path';
import { createLocalBus } from '../src/notify/bus';
import type { NotificationDto } from '../src/notify/notificationDto';
import { encodeEvent, SseBytes, SseSink } from '../src/notify/sseSink';

const N = Number(process.env.N ?? 10_000);
const PORT = Number(process.env.PORT ?? 7510);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const ONLY = process.env.ONLY?.split(',');

/** The reading side, in its own process: N raw sockets, one shared read buffer; answers its CPU time on each line. */
const READER = `
import net from 'node:net';
import { ChunkedEventReader } from ${JSON.stringify(resolve(import.meta.dirname, '../../../bench/sections/stream/chunkedEventReader.mjs'))};
const shared = Buffer.allocUnsafe(65536);
const parse = process.env.READER !== 'discard';
for (let i = 0; i < ${N}; i += 500) {
  await Promise.all(Array.from({ length: Math.min(500, ${N} - i) }, () => new Promise((done) => {
    const reader = new ChunkedEventReader(() => {});
    const callback = parse ? (n, b) => reader.feed(b, n, performance.now()) : () => {};
    const s = net.connect({ port: ${PORT}, host: '127.0.0.1', onread: { buffer: shared, callback } });
    s.setNoDelay(true);
    s.on('connect', () => { s.write('GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n'); done(); });
    s.on('error', done);
  })));
}
console.log('ready');
process.stdin.setEncoding('utf8');
process.stdin.on('data', () => { const c = process.cpuUsage(); console.log('cpu ' + (c.user + c.system) / 1000); });
process.stdin.on('end', () => process.exit(0));
`;

const responses: http.ServerResponse[] = [];
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'transfer-encoding': 'chunked' });
  res.write(': connected\n\n');
  responses.push(res);
});
await new Promise<void>((ready) => server.listen(PORT, '127.0.0.1', ready));
const reader = spawn(process.execPath, ['--input-type=module', '-e', READER], { stdio: ['pipe', 'pipe', 'inherit'] });
let out = '';
reader.stdout.on('data', (d) => {
  out += d;
});
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
while (!out.includes('ready') || responses.length < N) await sleep(20);
const readerCpu = async () => {
  const from = out.length;
  reader.stdin.write('\n');
  for (;;) {
    const m = /cpu ([\d.]+)\n/.exec(out.slice(from));
    if (m) return Number(m[1]);
    await sleep(5);
  }
};

const notification = (id: number): NotificationDto => ({
  id,
  type: 'project.created',
  category: 'PROJECT',
  severity: 'info',
  title: 'Project created',
  content: `Fan-out ${id} was created in Research.`,
  link: `/org-module/projects/update/${id}`,
  createdAt: new Date().toISOString(),
  isRead: false,
});
const event = (n: NotificationDto) =>
  new SseBytes(encodeEvent({ id: String(n.id), event: 'notification', data: JSON.stringify(n) }));
const bytes = event(notification(1));
const sockets = responses.map((r) => r.socket as NonNullable<typeof r.socket>);
// Sinks as the API makes them; one read of each body lets it write to the response's socket directly.
const sinks = responses.map((response) => new SseSink({ response }));
for (const sink of sinks) void sink.body.getReader().read();
await sleep(100);
// A stream session's listener (streamSession.ts): the duplicate check and bookkeeping, then the sink.
const bus = createLocalBus();
const encoded = new WeakMap<NotificationDto, SseBytes>();
for (const sink of sinks) {
  const sentIds = new Set<number>();
  let floor = 0;
  bus.subscribe(1, (n) => {
    if (n.id <= floor || sentIds.has(n.id)) return;
    sentIds.add(n.id);
    if (sentIds.size > 2000) {
      const oldest = sentIds.values().next().value as number;
      sentIds.delete(oldest);
      floor = Math.max(floor, oldest);
    }
    let b = encoded.get(n);
    if (!b) {
      b = event(n);
      encoded.set(n, b);
    }
    sink.write(b);
  });
}
let nextId = 1;
const paths: Record<string, () => void> = {
  socketWrite: () => {
    for (const s of sockets) s.write(bytes.chunk);
  },
  socketWriteCork: () => {
    for (const s of sockets) {
      s.cork();
      s.write(bytes.chunk);
      s.uncork();
    }
  },
  resWrite: () => {
    for (const r of responses) r.write(bytes.bytes);
  },
  sinkWrite: () => {
    for (const s of sinks) s.write(bytes);
  },
  busLocal: () => void bus.publish(1, notification(++nextId)),
};
const turn = () => new Promise((done) => setImmediate(done));
const results: Record<string, number[][]> = {};
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, run] of Object.entries(paths)) {
    if (ONLY && !ONLY.includes(name)) continue;
    await sleep(150);
    const readerBefore = await readerCpu();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    run();
    const loop = performance.now() - t0;
    // Until the writes queued by the loop (after-write callbacks, uncorks, the bus's later slices) are done.
    for (let i = 0; i < 40; i++) await turn();
    const idle = performance.now() - t0;
    const used = process.cpuUsage(cpu);
    await sleep(100);
    const read = (await readerCpu()) - readerBefore;
    results[name] = [...(results[name] ?? []), [loop, idle, used.user / 1000, used.system / 1000, read]];
  }
}
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
// The first round compiles each path: not counted.
for (const [name, rows] of Object.entries(results)) {
  const col = (i: number) => median(rows.slice(1).map((r) => r[i] ?? Number.NaN)).toFixed(1);
  console.log(
    `${name.padEnd(16)} loop ${col(0)} ms, idle after ${col(1)} ms, CPU user ${col(2)} + system ${col(3)} ms; reader CPU ${col(4)} ms`,
  );
}
reader.stdin.end();
server.closeAllConnections();
server.close();
process.exit(0);
