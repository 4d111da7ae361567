/**
 * The server side of `bench/sections/api.mjs`: the admin API stack with 10,000 projects (PGlite, or
 * PostgreSQL when DATABASE_URL or BENCH_POSTGRES_PORT is set), and beside it a bare Hono app answering the same JSON, so the
 * load client (another process) measures both in the same run. Prints one JSON line with the URLs and an
 * access token once ready; stops everything when stdin closes.
 *
 *   DATABASE_URL=... API_PORT=4362 IDP_PORT=4363 BARE_PORT=4364 tsx scripts/benchServer.ts
 *
 * BENCH_JOIN='{"issuer":…,"apiAudience":…}' with DATABASE_URL starts one more instance on the first one's database,
 * trusting its provider, as behind a load balancer: not seeded, not filled, no bare app (the stream fan-out over
 * several instances).
 */
import { appendFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { inferenceDeployments } from '../src/areas/deployments/tables';
import { exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import type { DeliveryTiming } from '../src/notify/bus';
import { startStack } from '../src/stack';
import { startPostgres } from '../src/testing/postgres';
import { benchConfig } from './benchConfig';
import { BENCH_PROJECTS, type FilledLists, fillLists, fillProjects } from './benchFill';

const PATHS = {
  projects: '/workspace/project?pageIndex=0&pageSize=20&sortBy=ID&sortOrder=DESC',
  info: '/users/info',
};

const env = process.env;
// BENCH_POSTGRES_PORT: a throw-away PostgreSQL cluster on that port (temp dir, removed on stop). With
// BENCH_POSTGRES_SOCKET=1 the API reaches it through its Unix socket rather than loopback TCP (as a database on the
// same host may be reached: each statement and its answer skip the kernel's TCP path on both sides).
const postgres = env.BENCH_POSTGRES_PORT ? await startPostgres({ port: Number(env.BENCH_POSTGRES_PORT) }) : undefined;
const databaseUrl = (env.BENCH_POSTGRES_SOCKET === '1' ? postgres?.socketUrl : postgres?.url) ?? env.DATABASE_URL;
const config = benchConfig(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
// BENCH_FANOUT_TRACE=<file>: one JSON line per notification delivered here (when heard, first and last stream
// written, epoch ms), for the fan-out timeline.
const trace = env.BENCH_FANOUT_TRACE;
// With each delivery, the garbage collections of this process from 300 ms before it was heard to its last write
// (epoch ms from the delivery's `heardAt`, and duration): whether a slow round collected while it was under way.
const collections: { at: number; ms: number; kind: number }[] = [];
if (trace) {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (env.BENCH_GC_LOG)
        appendFileSync(
          env.BENCH_GC_LOG,
          `${JSON.stringify({ at: performance.timeOrigin + e.startTime, ms: e.duration, kind: (e as { detail?: { kind?: number } }).detail?.kind })}\n`,
        );
      collections.push({
        at: performance.timeOrigin + e.startTime,
        ms: e.duration,
        // 1 a scavenge (young generation), 2 a mark-compact, 4 incremental marking, 8 weak callbacks.
        kind: (e as { detail?: { kind?: number } }).detail?.kind ?? 0,
      });
    }
    if (collections.length > 200) collections.splice(0, collections.length - 200);
  }).observe({ entryTypes: ['gc'] });
}
// BENCH_STEPS=<file> (diagnostic, with BENCH_FANOUT_TRACE): per notification delivered here, the database statements of
// the last POST before it, timed from that request's arrival (scripts/stepTrace.ts). BENCH_GC_LOG=<file>: every
// garbage collection of this process (epoch ms, duration, kind).
const stepFile = env.BENCH_STEPS;
const stepped = stepFile ? await (await import('./stepTrace')).installStepTrace() : undefined;
const onDelivered = trace
  ? (timing: DeliveryTiming) => {
      if (stepped && stepFile) stepped(timing.notificationId, timing.heardAt, stepFile);
      const gc = collections
        .filter((c) => c.at + c.ms >= timing.heardAt - 300 && c.at <= timing.endedAt)
        .map((c) => ({ from: +(c.at - timing.heardAt).toFixed(1), ms: +c.ms.toFixed(1), kind: c.kind }));
      appendFileSync(trace, `${JSON.stringify({ ...timing, gc, pid: process.pid })}\n`);
    }
  : undefined;
const join = env.BENCH_JOIN ? (JSON.parse(env.BENCH_JOIN) as { issuer: string; apiAudience: string }) : undefined;
const stack = await startStack(config, {
  log: false,
  ...(join ? { seed: false, ...join } : {}),
  ...(onDelivered ? { onDelivered } : {}),
});
// BENCH_SETTLE_SEED=1 (the stream fan-out): the demo seed leaves one deployment rolling out, due 10 s after seeding,
// whose "running" notice goes to the org admin, the user of every stream the fan-out holds. Its own fan-out to those
// 10,000 streams would land in the opening or the first rounds (wherever 10 s after seeding falls), the rounds'
// notifications queued behind it: wait for it before answering ready.
if (!join && env.BENCH_SETTLE_SEED === '1') await settleSeed();
const bareServer = join ? undefined : await serveFirst();

/** Waits (20 s at most) until no seeded deployment is rolling out, then a moment for its notice to go out. */
async function settleSeed() {
  const until = Date.now() + 20_000;
  const rollingOut = async () =>
    (
      await stack.database.db
        .select({ n: count() })
        .from(inferenceDeployments)
        .where(eq(inferenceDeployments.status, 'DEPLOYING'))
    )[0]?.n ?? 0;
  while ((await rollingOut()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 500));
}
if (join) console.log(JSON.stringify({ apiUrl: stack.apiUrl, database: stack.database.kind, pid: process.pid }));

/** The first instance: filled, signed in, with the bare app beside it; prints what the load client and a joining instance need. */
async function serveFirst() {
  // BENCH_PROJECTS=0 skips the fill (the stream fan-out needs no projects).
  await fillProjects(stack, Number(env.BENCH_PROJECTS ?? BENCH_PROJECTS));
  // BENCH_LISTS=<n>: the other lists filled too (n users and tickets, n / 5 deployments and notebooks).
  const lists: FilledLists | undefined = env.BENCH_LISTS ? await fillLists(stack, Number(env.BENCH_LISTS)) : undefined;
  const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
  const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
  const headers = { Authorization: `Bearer ${token}` };

  // The bare handler answers exactly what the API answered, serialised on every request as the API does.
  const bodies: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(PATHS)) {
    const res = await fetch(`${stack.apiUrl}${path}`, { headers });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    bodies[name] = await res.json();
  }
  const bare = new Hono();
  bare.get('/workspace/project', (c) => c.json(bodies.projects));
  bare.get('/users/info', (c) => c.json(bodies.info));
  const server = serve({ fetch: bare.fetch, port: Number(env.BARE_PORT ?? 0), hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const barePort = typeof address === 'object' && address ? address.port : 0;

  const total = (bodies.projects as { total: number }).total;
  console.log(
    JSON.stringify({
      apiUrl: stack.apiUrl,
      bareUrl: `http://127.0.0.1:${barePort}`,
      token,
      paths: PATHS,
      projectsVisible: total,
      lists: lists ?? null,
      database: stack.database.kind,
      // Whose CPU time the load client reads per request: this process, and the PostgreSQL server's.
      pid: process.pid,
      databasePid: postgres?.pid ?? null,
      // What another instance needs to join this one (BENCH_JOIN, DATABASE_URL).
      join: { issuer: stack.config.issuer, apiAudience: stack.config.apiAudience },
      databaseUrl: databaseUrl ?? null,
    }),
  );
  return server;
}

// BENCH_CPU_PROFILE=<file>: the first SIGUSR2 starts a CPU profile of this process, the next writes it there
// (open it in Chrome's DevTools), so a profile covers one load and not the fill.
if (env.BENCH_CPU_PROFILE) {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', async () => {
    if (!profiling) {
      profiling = true;
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      return;
    }
    profiling = false;
    const { profile } = await session.post('Profiler.stop');
    await writeFile(env.BENCH_CPU_PROFILE as string, JSON.stringify(profile));
  });
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  bareServer?.close();
  await stack.stop();
  await postgres?.stop();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
