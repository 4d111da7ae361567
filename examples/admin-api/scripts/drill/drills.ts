import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSOLE_ORIGIN } from '../../src/idp/test-browser';
import { startStack } from '../../src/stack';
import type { TestPostgres } from '../../src/testing/postgres';
import { liveClient } from './client';
import { bearer, brancher, clients, type DrillResult, delivery, drillConfig, pause, Tally } from './support';

/** Ports the drills listen on: `base` to `base + 5`, loopback only. */
export interface DrillPorts {
  base: number;
}

const RUN = Date.now().toString(36);

/** PostgreSQL stops for 2 s and comes back while branches are created every 50 ms and 5 clients listen. */
export async function databaseOutage(postgres: TestPostgres, ports: DrillPorts): Promise<DrillResult> {
  const env = { API_PORT: String(ports.base), IDP_PORT: String(ports.base + 1), DATABASE_URL: postgres.url };
  const stack = await startStack(drillConfig({ ...env, RATE_LIMITS: 'off' }), { log: false });
  try {
    const auth = await bearer(stack.issuer);
    const raise = await brancher(stack.apiUrl, auth);
    const listeners = await clients(`${stack.apiUrl}/notifications/sse`, auth, 5);
    const tally = new Tally();
    const sent: string[] = [];
    const started = Date.now();
    let down = false;
    let i = 0;
    while (Date.now() - started < 8000) {
      const elapsed = Date.now() - started;
      if (elapsed > 2000 && !down && elapsed < 4000) {
        down = true;
        void postgres.pause();
      }
      if (elapsed > 4000 && down) {
        down = false;
        await postgres.resume();
      }
      const name = `drill-db-${RUN}-${i++}`;
      const status = await raise(name);
      tally.add(status);
      if (status === 201) sent.push(name);
      await pause(50);
    }
    return await delivery(
      'database stop/start under load',
      listeners,
      sent,
      tally.unexpected5xx(),
      `requests ${tally}`,
    );
  } finally {
    await stack.stop();
  }
}

/** The API as its own process with 200 open streams, stopped with SIGTERM: every stream must hear it. */
export async function sigterm(ports: DrillPorts, databaseUrl: string | undefined): Promise<DrillResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'console-drill-'));
  const apiUrl = `http://127.0.0.1:${ports.base + 2}`;
  const issuer = `http://127.0.0.1:${ports.base + 3}/realms/console`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    API_PORT: String(ports.base + 2),
    IDP_PORT: String(ports.base + 3),
    OIDC_ISSUER: issuer,
    CONSOLE_ORIGIN,
    API_BASE_URL: apiUrl,
    DATA_DIR: join(dataDir, 'pglite'),
    LOG_REQUESTS: 'false',
    STREAMS_PER_USER: '250',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  };
  // One node process with tsx's loader (no wrapper process): SIGTERM reaches the API's own handler, and
  // a SIGKILL leaves no orphan behind.
  const cwd = new URL('../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd, env, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${apiUrl}/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (tries > 300) throw new Error('the API did not start');
      await pause(100);
    }
    const auth = await bearer(issuer);
    const streams = await clients(`${apiUrl}/notifications/sse`, auth, 200, false);
    const started = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([exited, pause(9500).then(() => 'hung' as const)]);
    const tookMs = Date.now() - started;
    await Promise.all(streams.map((c) => c.stop()));
    // One reconnect at once, as a browser would: it must be refused, not held.
    const again = liveClient({ url: `${apiUrl}/notifications/sse`, headers: () => auth, reconnect: false });
    await pause(300);
    await again.stop();
    const finals = streams.reduce((n, c) => n + c.finals, 0);
    const fives = [...again.refusals].filter(([s]) => s >= 500 && s !== 503).length;
    return {
      drill: 'SIGTERM with 200 open streams',
      sent: streams.length,
      received: finals,
      lost: streams.length - finals,
      unexpected5xx: fives + (code === 'hung' ? 1 : 0),
      note: `exit ${code} after ${tookMs} ms (forced exit at 9000 ms)`,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Two instances on one PostgreSQL: notifications raised on A reach clients on B, across a restart of B. */
export async function fanOut(postgres: TestPostgres, ports: DrillPorts): Promise<DrillResult> {
  const base = { DATABASE_URL: postgres.url, RATE_LIMITS: 'off' };
  const a = await startStack(drillConfig({ ...base, API_PORT: String(ports.base), IDP_PORT: String(ports.base + 1) }), {
    log: false,
  });
  const bConfig = drillConfig({ ...base, API_PORT: String(ports.base + 4), IDP_PORT: String(ports.base + 5) });
  const startB = () =>
    startStack(bConfig, { log: false, seed: false, issuer: a.issuer, apiAudience: a.config.apiAudience });
  let b = await startB();
  try {
    const auth = await bearer(a.issuer);
    const raise = await brancher(a.apiUrl, auth);
    const listeners = await clients(`${b.apiUrl}/notifications/sse`, auth, 5);
    const tally = new Tally();
    const sent: string[] = [];
    for (let i = 0; i < 30; i++) {
      if (i === 10) await b.stop(); // B goes away; its clients keep trying
      if (i === 20) b = await startB(); // and comes back on the same address
      const name = `drill-fan-${RUN}-${i}`;
      const status = await raise(name);
      tally.add(status);
      if (status === 201) sent.push(name);
      await pause(100);
    }
    const finals = listeners.reduce((n, c) => n + c.finals, 0);
    const note = `raises on A ${tally}; finals on B's clients ${finals}`;
    return await delivery('second instance fan-out (B restarted)', listeners, sent, tally.unexpected5xx([]), note);
  } finally {
    await b.stop();
    await a.stop();
  }
}

/**
 * A burst past the limits: 3000 requests from one user in batches of 100 (limit 600 a minute, so it
 * trips however fast the database is), and 10 password resets for one person by a user with no role
 * (3 per 10 minutes get through). Sent and received count requests and their answers here.
 */
export async function burst(ports: DrillPorts, databaseUrl: string | undefined): Promise<DrillResult> {
  const env = {
    API_PORT: String(ports.base),
    IDP_PORT: String(ports.base + 1),
    DATABASE_URL: databaseUrl ?? '',
    RATE_LIMIT_PER_USER: '600/60',
  };
  const stack = await startStack(drillConfig(env), { log: false });
  try {
    const auth = await bearer(stack.issuer, 'member@demo.test');
    const tally = new Tally();
    let missingRetryAfter = 0;
    const hit = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${stack.apiUrl}${path}`, { ...init, headers: { ...auth, ...init.headers } }).catch(
        () => undefined,
      );
      tally.add(res?.status ?? 0);
      if (res?.status === 429 && !res.headers.get('retry-after')) missingRetryAfter++;
      await res?.body?.cancel().catch(() => undefined);
    };
    for (let batch = 0; batch < 30; batch++) await Promise.all(Array.from({ length: 100 }, () => hit('/users/info')));
    // Someone with no role at all tries to fill a person's inbox with reset notices.
    const nobody = await bearer(stack.issuer, 'nobody@demo.test');
    const resets = new Tally();
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${stack.apiUrl}/users/reset`, {
        method: 'POST',
        headers: { ...nobody, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'org.admin@demo.test' }),
      });
      resets.add(res.status);
    }
    const limited = tally.byStatus.get(429) ?? 0;
    const resetsLimited = resets.byStatus.get(429) ?? 0;
    return {
      ok: limited > 0 && resets.byStatus.get(202) === 3 && resetsLimited === 7 && !tally.byStatus.has(0),
      drill: 'burst past the limits',
      sent: 3000 + 10,
      received: 3000 + 10,
      lost: 0,
      unexpected5xx: tally.unexpected5xx([]) + resets.unexpected5xx([]) + missingRetryAfter,
      note: `info ${tally}; resets ${resets}`,
    };
  } finally {
    await stack.stop();
  }
}
