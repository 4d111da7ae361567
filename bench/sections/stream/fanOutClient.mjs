// The load client of the fan-out measurement (run by ./fanOut.mjs in its own process): opens STREAMS
// notification streams on one admin API instance, then raises WARM_UP_ROUNDS notifications not counted and
// ROUNDS counted ones (a project created in the caller's organization notifies its admins) and times, per
// stream, from the request that raised it to the event arriving. Prints one JSON line: opened streams, open
// time, p50/p99/max latency, and per round where the time went (BENCH_FANOUT_DEBUG=1 logs each round too).
//
// The receiving side is deliberately cheap: raw sockets read through `onread` into one shared buffer,
// decoding only the chunked framing and the `id:` lines. This process shares the machine's cores with the
// server; with Node's HTTP client (a parser, an IncomingMessage stream and a string buffer per socket),
// reading 10,000 deliveries took long enough that the last streams' arrival times measured this client's
// own queue rather than the server.
import net from 'node:net';
import { ChunkedEventReader } from './chunkedEventReader.mjs';

const { TOKEN } = process.env;
const urls = (process.env.API_URLS ?? process.env.API_URL ?? '').split(',').map((u) => new URL(u));
/** Notifications are raised through the first instance. */
const API_URL = urls[0].origin;
const STREAMS = Number(process.env.STREAMS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
/**
 * Rounds raised first and not counted: the first notification after the streams open runs the server's write path
 * and this client's event path for the first time (compiled while they run), once per process, not per notification.
 */
const WARM_UP = Number(process.env.WARM_UP_ROUNDS ?? 1);
const OPEN_DEADLINE_MS = Number(process.env.OPEN_DEADLINE_MS ?? 90_000);
/**
 * ROUND_GATE=1: before each round, print `gate` and wait for a line on stdin, so the runner can take turns between
 * this client and another one (the bare anchor's rounds alternating with the API's, both meeting the same minute).
 */
const gated = process.env.ROUND_GATE === '1';
const goes = [];
let goesWaiting = 0;
if (gated) {
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (d) => {
    for (const c of d) if (c === '\n') goes.length > 0 ? goes.shift()() : goesWaiting++;
  });
}
const nextGo = () => {
  console.log('gate');
  if (goesWaiting > 0) {
    goesWaiting--;
    return Promise.resolve();
  }
  return new Promise((go) => goes.push(go));
};
const auth = { Authorization: `Bearer ${TOKEN}` };
const requests = urls.map((url) =>
  Buffer.from(
    `GET /notifications/sse HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${TOKEN}\r\nAccept: text/event-stream\r\n\r\n`,
    'latin1',
  ),
);

/** One read buffer for every socket: each read is handled before the next one is made. */
const shared = Buffer.allocUnsafe(64 * 1024);
/** Per stream: its reader (arrival time of each notification id) and its socket. */
const readers = [];
const sockets = [];

function open(index) {
  return new Promise((resolve) => {
    const reader = new ChunkedEventReader(resolve);
    readers[index] = reader;
    const url = urls[index % urls.length];
    const socket = net.connect({
      host: url.hostname,
      port: Number(url.port),
      onread: {
        buffer: shared,
        callback: (nread, buffer) => {
          reader.feed(buffer, nread, performance.now());
        },
      },
    });
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(requests[index % urls.length]));
    socket.on('error', () => resolve(false));
    socket.on('close', () => {
      reader.closed = true;
      resolve(false);
    });
    sockets[index] = socket;
  });
}

const started = performance.now();
let opened = 0;
for (let i = 0; i < STREAMS && performance.now() - started < OPEN_DEADLINE_MS; i += 250) {
  const batch = [];
  for (let j = i; j < Math.min(STREAMS, i + 250); j++) batch.push(open(j));
  opened += (await Promise.all(batch)).filter(Boolean).length;
}
const openSeconds = (performance.now() - started) / 1000;

// The runner may start a CPU profile of the server now (BENCH_FANOUT_PROFILE): the rounds, not the opening.
console.log('rounds');
await new Promise((r) => setTimeout(r, Number(process.env.ROUNDS_DELAY_MS ?? 0)));
const page = await (await fetch(`${API_URL}/workspace/project?pageSize=1`, { headers: auth })).json();
const branchId = page.items[0]?.branchId;
const latencies = [];
/** Per round: when the request that raised the notification was answered; first to last stream reached. */
const answered = [];
const spreads = [];
const roundP99s = [];
/** Per round, for the log: where the time went, and this client's own CPU time while it waited. */
const perRound = [];
/** Per counted round: this client's CPU time over the round's time (1 = a core busy all along). */
const clientBusy = [];
let missing = 0;
for (let round = -WARM_UP; round < ROUNDS; round++) {
  const counted = round >= 0;
  if (gated) await nextGo();
  // Counted before the request: an event may arrive before the answer to the request that raised it.
  const before = readers.map((r) => r.seen.size);
  const cpuBefore = process.cpuUsage();
  const sent = performance.now();
  const res = await fetch(`${API_URL}/workspace/project`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ branchId, name: `Fan-out ${round} ${Date.now()}` }),
  });
  if (!res.ok) throw new Error(`raising a notification answered ${res.status}`);
  const answeredIn = performance.now() - sent;
  // Wait until every open stream has the new event, or 10 s.
  const deadline = performance.now() + 10_000;
  for (;;) {
    const done = readers.every((r, i) => r.seen.size > before[i] || r.closed);
    if (done || performance.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const waited = performance.now() - sent;
  const cpu = process.cpuUsage(cpuBefore);
  const reached = [];
  let notReached = 0;
  for (let i = 0; i < readers.length; i++) {
    const seen = readers[i].seen;
    if (seen.size > before[i]) reached.push(Math.max(...[...seen.values()].slice(before[i])) - sent);
    else notReached++;
  }
  reached.sort((a, b) => a - b);
  const q = (f) => reached[Math.min(reached.length - 1, Math.floor(f * reached.length))] ?? Number.NaN;
  // The round's notification (the newest id the first stream got), for the servers' delivery timeline.
  const ids = [...(readers[0]?.seen.keys() ?? [])].slice(before[0]);
  perRound.push({
    ...(counted ? {} : { warmUp: true }),
    id: ids.length > 0 ? Math.max(...ids) : null,
    // Epoch milliseconds (with a fraction), comparable with the servers' timeline.
    sentAt: performance.timeOrigin + sent,
    answered: answeredIn,
    first: reached[0],
    p50: q(0.5),
    p99: q(0.99),
    last: reached.at(-1),
    missing: notReached,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    waitedMs: waited,
  });
  if (counted) {
    latencies.push(...reached);
    missing += notReached;
    answered.push(answeredIn);
    if (reached.length > 0) {
      spreads.push(reached[reached.length - 1] - reached[0]);
      roundP99s.push(q(0.99));
      clientBusy.push((cpu.user + cpu.system) / 1000 / waited);
    }
  }
  if (process.env.BENCH_FANOUT_DEBUG) console.error(JSON.stringify(perRound.at(-1)));
  await new Promise((r) => setTimeout(r, 300));
}
for (const socket of sockets) socket?.destroy();
if (gated) process.stdin.destroy();
latencies.sort((a, b) => a - b);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
console.log(
  JSON.stringify({
    opened,
    openSeconds,
    rounds: ROUNDS,
    warmUp: WARM_UP,
    deliveries: latencies.length,
    missing,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1),
    answered: median(answered),
    spread: median(spreads),
    roundP99: median(roundP99s),
    clientBusy: median(clientBusy),
    warmUpP99: perRound.filter((r) => r.warmUp).map((r) => r.p99),
    perRound,
  }),
);
process.exit(0);
