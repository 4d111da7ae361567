import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDocument } from '@console/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp, nodeListener } from '../app';
import type { NotebookDelays } from '../areas/notebooks';
import { users } from '../areas/users/tables';
import { InvalidTokenError, type TokenVerifier } from '../auth/verify';
import { readConfig } from '../config';
import { type ChangeFeed, openChangeFeed } from '../db/changeFeed';
import { type Database, openDatabase } from '../db/database';
import type { Metrics } from '../engines/metrics';
import type { NotebookHub } from '../engines/notebookHub/types';
import type { Serving } from '../engines/serving';
import { seedDatabase } from '../seed/seed';
import type { Clock } from '../sim/clock';
import { createResponseValidator } from './openapiValidator';

/**
 * Test tokens are `test-<user id>`, or `test-<user id>.<exp>` with an expiry in seconds since the epoch
 * (refused once it has passed); anything else is refused like a bad signature.
 */
export const fakeVerifier: TokenVerifier = {
  async verify(token) {
    const match = /^test-(\d+)(?:\.(\d+))?$/.exec(token);
    if (!match?.[1]) throw new InvalidTokenError('not a test token');
    if (match[2] === undefined) return { sub: match[1] };
    const exp = Number(match[2]);
    if (exp * 1000 <= Date.now()) throw new InvalidTokenError('expired');
    return { sub: match[1], exp };
  },
};

/** A response as tests see it. */
export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Options of one call. */
export interface CallOptions {
  as?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Every response any test sees, with the problems found against the OpenAPI document. */
const contractProblems: string[] = [];

/**
 * The response validator of the contract's OpenAPI document, built once per test worker: the test files of a worker
 * share their loaded modules (`isolate: false`), so the document and each schema compiled for a response are built
 * once, not again in every file. Validating is pure: a file sees the same verdicts as with a validator of its own.
 */
let sharedValidator: ReturnType<typeof createResponseValidator> | undefined;
const responseValidator = () => {
  sharedValidator ??= createResponseValidator(buildDocument());
  return sharedValidator;
};

/**
 * A seeded API on an in-memory PGlite behind a real HTTP server on a random loopback port, shared by
 * the tests of one file. `call` checks every response against the contract's OpenAPI document, so a
 * server that answers something the contract does not say fails the test that saw it.
 */
export function setupTestStack(
  options: {
    provisionDelayMs?: number;
    heartbeatMs?: number;
    clock?: Clock;
    notebookDelays?: NotebookDelays;
    /** The notebook hub the app drives (default: the one the configuration chooses). */
    notebookHub?: NotebookHub;
    deployDelayMs?: number;
    /** Environment the configuration is read from; rate limits are off unless a test sets them. */
    env?: NodeJS.ProcessEnv;
    /** A PostgreSQL database to run on instead of PGlite (read when the stack starts). */
    databaseUrl?: () => string | undefined;
    /** Checks bearer tokens instead of {@link fakeVerifier} (a test that signs sessions out). */
    verifier?: TokenVerifier;
    /** The metrics engine (default: the one the configuration chooses). */
    metrics?: Metrics;
    /** Model serving (default: the engine the configuration chooses). */
    serving?: Serving;
  } = {},
) {
  const ctx = {} as {
    database: Database;
    changes: ChangeFeed;
    app: ReturnType<typeof createApp>;
    ids: Map<string, number>;
    validate: ReturnType<typeof createResponseValidator>;
    server: Server;
    baseUrl: string;
    /** A request to the app over real HTTP (loopback, random port). */
    request: (path: string, init?: RequestInit) => Promise<Response>;
  };
  beforeAll(async () => {
    ctx.database = await openDatabase({ dataDir: 'memory://', databaseUrl: options.databaseUrl?.() });
    await seedDatabase(ctx.database.db, async (p) => `test-hash:${p}`);
    const config = readConfig(options.env ?? { RATE_LIMITS: 'off' });
    ctx.changes = await openChangeFeed(ctx.database);
    ctx.app = createApp({
      config,
      db: ctx.database.db,
      changes: ctx.changes,
      verifier: options.verifier ?? fakeVerifier,
      provisionDelayMs: options.provisionDelayMs ?? 30,
      heartbeatMs: options.heartbeatMs ?? 15_000,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.notebookDelays ? { notebookDelays: options.notebookDelays } : {}),
      ...(options.notebookHub ? { notebookHub: options.notebookHub } : {}),
      ...(options.deployDelayMs !== undefined ? { deployDelayMs: options.deployDelayMs } : {}),
      ...(options.metrics ? { metrics: options.metrics } : {}),
      ...(options.serving ? { serving: options.serving } : {}),
    });
    await ctx.app.start();
    ctx.validate = responseValidator();
    ctx.server = createServer(nodeListener(ctx.app));
    // A test that moves the clock far can keep the client idle past Node's 5 s keep-alive; the server must
    // not close that socket under the client's next request (ECONNRESET).
    ctx.server.keepAliveTimeout = 10 * 60_000;
    await new Promise<void>((resolve) => ctx.server.listen(0, '127.0.0.1', resolve));
    ctx.baseUrl = `http://127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
    ctx.request = (path, init) => fetch(`${ctx.baseUrl}${path}`, init);
    const rows = await ctx.database.db.select({ id: users.id, email: users.email }).from(users);
    ctx.ids = new Map(rows.map((r) => [r.email, r.id]));
  });
  afterAll(async () => {
    await ctx.app?.stop();
    ctx.server?.closeAllConnections();
    await new Promise((resolve) => (ctx.server ? ctx.server.close(resolve) : resolve(undefined)));
    await ctx.changes?.close();
    await ctx.database?.close();
  });

  /** The id of a seeded user by email. */
  const idOf = (email: string) => {
    const id = ctx.ids.get(email);
    if (id === undefined) throw new Error(`no seeded user ${email}`);
    return id;
  };

  /** The bearer header for a seeded user. */
  const tokenFor = (email: string) => `Bearer test-${idOf(email)}`;

  /** Calls the API as a user (or anonymously) and checks the response against the contract. */
  async function call<T = unknown>(method: string, url: string, o: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.as) headers.Authorization = tokenFor(o.as);
    let body: string | undefined;
    if (o.body !== undefined) {
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await ctx.request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const type = res.headers.get('content-type');
    const parsed: unknown = type?.includes('application/json') ? await res.json() : await res.text();
    const problems = ctx.validate(method, url, res.status, parsed, type);
    contractProblems.push(...problems);
    expect(problems, `response of ${method} ${url} must match the OpenAPI document`).toEqual([]);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  return { ctx, call, idOf, tokenFor };
}
