/**
 * The fan-out's raising request alone (diagnostic): the stack in this process (PGlite, or a throw-away PostgreSQL on
 * PROBE_PG_PORT), PROBE_STREAMS streams of the org admin (1), and PROBE_N (200) POST /workspace/project after 20 not
 * counted, PROBE_GAP_MS (30) apart. Prints the median and p90 from the request's send to the bus having its
 * notification, and to its answer, and this process's CPU per round (request, answer and the client's fetch).
 * PROBE_STEPS=1 prints the last round's PGlite or PostgreSQL statements with their times; PROBE_PROFILE=<file> writes
 * a CPU profile of the counted rounds.
 *
 *   API_PORT=7510 IDP_PORT=7511 tsx scripts/raiseProbe.ts
 */

import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import type { DeliveryTiming } from '../src/notify/bus';
import { epochNow } from '../src/notify/bus';
import { startStack } from '../src/stack';
import { startPostgres } from '../src/testing/postgres';
import { benchConfig } from './benchConfig';

const env = process.env;
const postgres = env.PROBE_PG_PORT ? await startPostgres({ port: Number(env.PROBE_PG_PORT) }) : undefined;
const heard = new Map<number, number>();
// Statement log: every PGlite query with its start and end (epoch ms).
type Step = { what: string; from: number; to: number };
const steps: Step[] = [];
if (env.PROBE_STEPS) {
  const { PGlite } = await import('@electric-sql/pglite');
  const proto = PGlite.prototype as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const wrapQuery = (target: Record<string, (...a: unknown[]) => Promise<unknown>>, name: string, tag: string) => {
    const orig = target[name] as (...a: unknown[]) => Promise<unknown>;
    target[name] = async function (this: unknown, ...a: unknown[]) {
      const from = epochNow();
      try {
        return await orig.apply(this, a);
      } finally {
        steps.push({ what: `${tag} ${String(a[0]).replace(/\s+/g, ' ').slice(0, 110)}`, from, to: epochNow() });
      }
    };
  };
  wrapQuery(proto, 'query', 'q');
  const pg = (await import('pg')).default;
  // Each statement a pg client or pool sends, timed from the call to its answer.
  const timePg = (target: { prototype: unknown }, label: string) => {
    const proto = target.prototype as Record<string, (...a: unknown[]) => unknown>;
    const original = proto.query as (...a: unknown[]) => unknown;
    proto.query = function (this: unknown, ...a: unknown[]) {
      const from = epochNow();
      const r = original.apply(this, a) as Promise<unknown> | undefined;
      const text = typeof a[0] === 'string' ? a[0] : ((a[0] as { text?: string })?.text ?? '?');
      if (r && typeof (r as Promise<unknown>).then === 'function')
        (r as Promise<unknown>).then(
          () => steps.push({ what: `${label} ${text.replace(/\s+/g, ' ').slice(0, 110)}`, from, to: epochNow() }),
          () => undefined,
        );
      return r;
    };
  };
  timePg(pg.Client, 'pg');
  timePg(pg.Pool, 'pool');
  wrapQuery(proto, 'exec', 'x');
  const origTx = proto.transaction as (...a: unknown[]) => Promise<unknown>;
  proto.transaction = async function (this: unknown, cb: unknown) {
    const from = epochNow();
    try {
      return await origTx.call(this, async (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
        wrapQuery(tx, 'query', '  tx.q');
        wrapQuery(tx, 'exec', '  tx.x');
        return (cb as (t: unknown) => Promise<unknown>)(tx);
      });
    } finally {
      steps.push({ what: 'transaction', from, to: epochNow() });
    }
  };
}
const stack = await startStack(benchConfig(postgres ? { DATABASE_URL: postgres.url } : {}), {
  log: false,
  onDelivered: (t: DeliveryTiming) => heard.set(t.notificationId, t.heardAt),
});
const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
const auth = { Authorization: `Bearer ${token}` };
// One stream of the caller, so deliveries are timed.
const url = new URL(stack.apiUrl);
const streams = Number(env.PROBE_STREAMS ?? 1);
for (let i = 0; i < streams; i++)
  http.get({ host: url.hostname, port: url.port, path: '/notifications/sse', headers: auth }, (res) => res.resume());
await new Promise((r) => setTimeout(r, 1000));
const page = (await (await fetch(`${stack.apiUrl}/workspace/project?pageSize=1`, { headers: auth })).json()) as {
  items: { branchId: number }[];
};
const branchId = page.items[0]?.branchId;
const N = Number(env.PROBE_N ?? 200);
let session: import('node:inspector/promises').Session | undefined;
const results: { has: number; answered: number }[] = [];
let cpuFrom: NodeJS.CpuUsage | undefined;
for (let round = -20; round < N; round++) {
  if (round === 0) cpuFrom = process.cpuUsage();
  if (round === 0 && env.PROBE_PROFILE) {
    const { Session } = await import('node:inspector/promises');
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 50 });
    await session.post('Profiler.start');
  }
  const sent = epochNow();
  const res = await fetch(`${stack.apiUrl}/workspace/project`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ branchId, name: `Probe ${round} ${Date.now()}` }),
  });
  const body = (await res.json()) as { id: number };
  const answered = epochNow() - sent;
  await new Promise((r) => setTimeout(r, Number(env.PROBE_GAP_MS ?? 30)));
  const ids = [...heard.keys()];
  const last = ids[ids.length - 1] as number;
  const h = heard.get(last) as number;
  heard.clear();
  if (round >= 0) results.push({ has: h - sent, answered });
  if (env.PROBE_STEPS && round === N - 1) {
    for (const st of steps.filter((x) => x.from >= sent).sort((a, b) => a.from - b.from))
      console.log(
        `${(st.from - sent).toFixed(2).padStart(7)} +${(st.to - st.from).toFixed(2).padStart(5)}  ${st.what}`,
      );
    console.log(`has it ${(h - sent).toFixed(2)}, answered ${answered.toFixed(2)}`);
  }
  steps.length = 0;
  void body;
}
const cpu = process.cpuUsage(cpuFrom);
const cpuPer = (cpu.user + cpu.system) / 1000 / N;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(env.PROBE_PROFILE as string, JSON.stringify(profile));
}
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * xs.length)] as number;
const has = results.map((r) => r.has);
const ans = results.map((r) => r.answered);
console.log(
  `${stack.database.kind}: has it p50 ${q(has, 0.5).toFixed(2)} p90 ${q(has, 0.9).toFixed(2)}; answered p50 ${q(ans, 0.5).toFixed(2)} p90 ${q(ans, 0.9).toFixed(2)}; CPU ${cpuPer.toFixed(2)} ms a round`,
);
await stack.stop();
await postgres?.stop();
process.exit(0);
