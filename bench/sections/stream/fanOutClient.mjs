// The load client of the fan-out measurement (run by ./fanOut.mjs in its own process): opens STREAMS
// notification streams on one admin API instance, then raises ROUNDS notifications (a project created in
// the caller's organization notifies its admins) and times, per stream, from the request that raised it
// to the event arriving. Prints one JSON line: opened streams, open time, p50/p99/max latency.
import http from 'node:http';

const { API_URL, TOKEN } = process.env;
const STREAMS = Number(process.env.STREAMS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const OPEN_DEADLINE_MS = Number(process.env.OPEN_DEADLINE_MS ?? 90_000);
const url = new URL(API_URL);
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const auth = { Authorization: `Bearer ${TOKEN}` };

/** Arrival time of each notification id, per stream. */
const arrivals = [];
const requests = [];

function open(index) {
  return new Promise((resolve) => {
    const seen = new Map();
    arrivals[index] = seen;
    const req = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: '/notifications/sse',
        headers: { ...auth, accept: 'text/event-stream' },
        agent,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(false);
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          if (buffer.includes(': connected')) resolve(true);
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const match = /^id: (\d+)$/m.exec(buffer.slice(0, end));
            if (match) seen.set(Number(match[1]), at);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    requests.push(req);
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

const page = await (await fetch(`${API_URL}/workspace/project?pageSize=1`, { headers: auth })).json();
const branchId = page.items[0]?.branchId;
const latencies = [];
let missing = 0;
for (let round = 0; round < ROUNDS; round++) {
  const sent = performance.now();
  const res = await fetch(`${API_URL}/workspace/project`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ branchId, name: `Fan-out ${round} ${Date.now()}` }),
  });
  if (!res.ok) throw new Error(`raising a notification answered ${res.status}`);
  // Wait until every open stream has the new event, or 10 s.
  const deadline = performance.now() + 10_000;
  const before = arrivals.map((seen) => seen.size);
  for (;;) {
    const done = arrivals.every((seen, i) => seen.size > before[i] || !requests[i] || requests[i].destroyed);
    if (done || performance.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  for (let i = 0; i < arrivals.length; i++) {
    const seen = arrivals[i];
    if (seen.size > before[i]) latencies.push(Math.max(...[...seen.values()].slice(before[i])) - sent);
    else missing++;
  }
  await new Promise((r) => setTimeout(r, 300));
}
for (const req of requests) req.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
console.log(
  JSON.stringify({
    opened,
    openSeconds,
    rounds: ROUNDS,
    deliveries: latencies.length,
    missing,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1),
  }),
);
process.exit(0);
