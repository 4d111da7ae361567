// The floor of the fan-out measurement: a bare Node HTTP server that answers what the load client
// (./fanOutClient.mjs) asks of the admin API and nothing more. It holds every event stream open, answers a
// "create project" at once, then writes one event to every stream in one pass, with no authentication, database,
// audit or notification rows. Same client, same machine: what the API adds over this is what it costs. The event
// is framed as one HTTP/1.1 chunk once and that one Buffer is written to each stream's socket (`socket.write`, one
// system call each), the leanest a Node server can write it: the loop's end is when the last socket has it. (With
// `res.write` instead, Node queues three pieces per stream behind a cork and writes them after the loop, at 1.5 to 2
// times the CPU of the loop here, and the loop's timing would show the queuing, not the writes.) Listens on PORT
// (loopback); prints `ready <port>` once it does.
import { appendFileSync, openSync, readSync } from 'node:fs';
import http from 'node:http';

// BENCH_FANOUT_TRACE=<file>: one JSON line per event written (as the admin API's bench server writes them).
const trace = process.env.BENCH_FANOUT_TRACE;
const epochNow = () => performance.timeOrigin + performance.now();
// The main thread's CPU time (ms), as the API's timeline reads it (Linux schedstat; NaN elsewhere).
const statBuffer = Buffer.alloc(64);
let schedstat;
const mainThreadCpuMs = () => {
  try {
    schedstat ??= openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
    const n = readSync(schedstat, statBuffer, 0, statBuffer.length, 0);
    return Number(statBuffer.toString('latin1', 0, n).split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
};

const streams = new Set();
let nextId = 1;

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && url.pathname === '/notifications/sse') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    // Headers and this first chunk through the response (Node sends them after a tick); events go to the socket.
    res.write(': connected\n\n');
    const socket = res.socket;
    streams.add(socket);
    req.on('close', () => streams.delete(socket));
    return;
  }
  if (req.method === 'GET' && url.pathname === '/workspace/project') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ items: [{ id: 1, branchId: 1 }], pageIndex: 0, pageSize: 1, total: 1 }));
    return;
  }
  if (req.method === 'POST' && url.pathname === '/workspace/project') {
    req.resume();
    req.on('end', () => {
      const heardAt = epochNow();
      const id = nextId++;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id }));
      // As the API does on PGlite: delivered in the next turn, after the answer.
      // A notification as the API sends it, about the same size.
      const notification = {
        id,
        type: 'project.created',
        category: 'PROJECT',
        severity: 'info',
        title: 'Project created',
        content: `Fan-out ${id} was created in Research.`,
        link: `/org-module/projects/update/${id}`,
        createdAt: new Date().toISOString(),
        isRead: false,
      };
      const event = Buffer.from(`id: ${id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
      // One chunk of the chunked body: size line, the event, CRLF.
      const chunk = Buffer.concat([Buffer.from(`${event.length.toString(16)}\r\n`), event, Buffer.from('\r\n')]);
      setImmediate(() => {
        const startedAt = epochNow();
        const cpuStart = process.cpuUsage();
        const mainStart = trace ? mainThreadCpuMs() : 0;
        for (const socket of streams) socket.write(chunk);
        if (trace) {
          const cpu = process.cpuUsage(cpuStart);
          const cpuMs = (cpu.user + cpu.system) / 1000;
          const mainCpuMs = mainThreadCpuMs() - mainStart;
          const endedAt = epochNow();
          const timing = { notificationId: id, streams: streams.size, heardAt, startedAt, endedAt, cpuMs, mainCpuMs };
          appendFileSync(trace, `${JSON.stringify(timing)}\n`);
        }
      });
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`ready ${server.address().port}`);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
