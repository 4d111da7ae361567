import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildDocument, contractRoutes } from '@console/contract';
import { getRequestListener } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { logger } from 'hono/logger';
import { ACCESS_TABLES, loadAccess } from './access/access';
import { cachedScopes } from './access/lookup';
import { type Rule, ruleCoverageProblems, rules } from './access/rules';
import { createAuditSweeper, registerAuditRoutes } from './areas/audit';
import { registerBranchRoutes } from './areas/branches';
import { createCapacityQueue } from './areas/capacity';
import { createClusterSampler, registerClusterRoutes } from './areas/clusters';
import { createBudgetWatch, createMetering, registerCostRoutes } from './areas/costs';
import {
  connectionHandOff,
  createCallRecorder,
  createInferencing,
  deploymentTarget,
  inferenceEndpoint,
  inferFastPath,
  registerDeploymentRoutes,
  registerScheduleRoutes,
} from './areas/deployments';
import { registerModelRoutes } from './areas/models';
import {
  createHubSync,
  createNotebookSimulator,
  type NotebookDelays,
  registerNotebookLabPage,
  registerNotebookRoutes,
} from './areas/notebooks';
import { registerNotificationRoutes } from './areas/notifications';
import { registerOrganizationRoutes } from './areas/organizations';
import { registerPlatformRoutes } from './areas/platform';
import { createProvisioner, registerProjectRoutes, registerProjectServiceRoutes } from './areas/projects';
import { createQuotaEscalation, registerQuotaRoutes } from './areas/quotas';
import { registerRegistryRoutes } from './areas/registry';
import { registerSearchRoutes } from './areas/search';
import { createSlaClock, registerSlaRoutes } from './areas/sla';
import { registerTicketRoutes } from './areas/tickets';
import { cachedSpace, registerUserRoutes } from './areas/users';
import { requireAuth } from './auth/middleware';
import type { TokenVerifier } from './auth/verify';
import { createReadCache, DEFAULT_TTL_MS } from './cache/readCache';
import type { ServerConfig } from './config';
import type { ChangeFeed } from './db/changeFeed';
import type { Db } from './db/database';
import type { EngineSet } from './engines';
import { createNotebookHub, type NotebookHub } from './engines';
import { type EngineLeader, soleLeader, whileLeading } from './engines/leader';
import { createMetrics, type Metrics } from './engines/metrics';
import { createServing, type Serving } from './engines/serving';
import { createSharedServing, type ReplicaBoard } from './engines/serving/shared';
import { scrapeTargetsRoute } from './engines/serving/targets';
import type { AppEnv } from './env';
import { bodyGate } from './http/bodyGate';
import { corsHeaders } from './http/cors';
import { handleError, invalid, zodDetails } from './http/errors';
import { PROBE_PATHS, registerHealthRoutes } from './http/health';
import { refuseControlCharacters } from './http/inputGuards';
import { notFoundOrMethodNotAllowed } from './http/methodNotAllowed';
import { clientAddress, createRateLimits } from './http/rateLimit';
import { createShutdownGate } from './http/shutdownGate';
import { createLocalBus } from './notify/bus';
import { createNotifier, type Notifier } from './notify/notifier';
import { type SessionCheck, type SessionEnd, StreamRegistry } from './notify/streamSession';
import { type Clock, systemClock } from './sim/clock';
import type { SimJob } from './sim/job';
import type { ShiftedClock } from './sim/shiftedClock';
import { LOOPBACK_HOSTS, testClockRoute } from './sim/testClockRoute';

/** What the app is built from; tests inject a fake `authenticate` and short timers. */
export interface AppOptions {
  config: ServerConfig;
  db?: Db;
  /** Checks bearer tokens (the provider's JWKS in production; a fake in tests). */
  verifier?: TokenVerifier;
  notifier?: Notifier;
  streams?: StreamRegistry;
  /** How long the caller's roles, list pages and totals are reused between requests (2 s; 60 s with an in-process change feed; 0 turns it off); see `createReadCache`. */
  accessCacheTtlMs?: number;
  /**
   * The database's change announcements: cached reads are dropped as soon as a table they came from
   * changes, through any instance or background job. Without it, only this instance's writes clear them.
   */
  changes?: ChangeFeed;
  /** Interval of the `: ping` comment on event streams (15 s). */
  heartbeatMs?: number;
  /** How long a service stays PROVISIONING before it is READY (1.5 s). */
  provisionDelayMs?: number;
  /** /health answers 200 only when this says so (main waits for the identity provider too). */
  isReady?: () => boolean;
  /** Log one line per request. */
  log?: boolean;
  /** Time for simulated work (default: the wall clock; tests pass a TestClock). */
  clock?: Clock;
  /** How long the simulated notebook hub takes to start and stop an instance. */
  notebookDelays?: NotebookDelays;
  /** The notebook hub (default: the one `config.engines` chooses; tests pass a simulated or local one). */
  notebookHub?: NotebookHub;
  /** How long an inference deployment takes to roll out, on `clock` (4 s). */
  deployDelayMs?: number;
  /** How often open streams check that their session still allows them, at the latest (2 s). */
  sessionCheckMs?: number;
  /** Model serving (default: the engine `config.engines` names). */
  serving?: Serving;
  /**
   * Several instances on one PostgreSQL with local engines: who leads the engines' loops (default: this
   * instance alone), and where the leader publishes its model servers for the others' inference endpoints.
   */
  engineLeader?: EngineLeader;
  replicaBoard?: ReplicaBoard;
  /** Serve `/__test/clock` to move this clock (end-to-end tests on loopback only; see `testClockRoute`). */
  testClock?: ShiftedClock;
  /** The metrics engine (default: the one `config.engines` chooses). */
  metrics?: Metrics;
}

/** Largest accepted request body. */
const MAX_BODY_BYTES = 256 * 1024;

/** How often open streams check their session at the latest; changes to accounts, roles and sign-outs are heard at once. */
const SESSION_CHECK_MS = 2000;
/** The tables whose changes can end a stream's session: sign-outs, accounts, roles. */
const SESSION_TABLES = new Set(['revoked_grants', 'users', 'role_assignments']);

/** How long cached reads live when the change feed cannot miss a change (PGlite). */
const IN_PROCESS_TTL_MS = 60_000;

/** Methods that never change users, memberships or role assignments, and carry no body. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Paths that need no token. */
const PUBLIC = new Set([...PROBE_PATHS, '/openapi.json']);
/** Public path prefixes: the page a running notebook opens (a browser navigation carries no token). */
const PUBLIC_PREFIXES = ['/hub/'];

/** The admin API as a Hono app, independent of the listening server so tests can call `app.request`. */
export function createApp(options: AppOptions) {
  const { config } = options;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalid(zodDetails(result.error));
    },
  });
  app.onError(handleError);
  const gate = createShutdownGate();
  app.use('*', gate.middleware);
  app.notFound(notFoundOrMethodNotAllowed(app as unknown as OpenAPIHono));
  // Query strings can carry emails (isUserExit): log paths only.
  if (options.log)
    app.use(
      '*',
      logger((line) => console.log(line.replace(/\?\S*/, ''))),
    );
  app.use(
    '*',
    corsHeaders({
      origins: config.portalOrigin ? [config.consoleOrigin, config.portalOrigin] : [config.consoleOrigin],
      allowHeaders: ['Authorization', 'Content-Type', 'Last-Event-ID'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
      // A 429 (and a 503 while starting or stopping) says how long to wait; the console reads it cross-origin.
      exposeHeaders: ['Retry-After'],
    }),
  );
  registerHealthRoutes(app, { db: options.db, ...(options.isReady ? { isReady: options.isReady } : {}) });
  const document = buildDocument({ serverUrl: config.apiAudience });
  app.get('/openapi.json', (c) => c.json(document));

  const { db } = options;
  const streams = options.streams ?? new StreamRegistry();
  if (!db)
    return Object.assign(app, {
      streams,
      warmSignIn: async (_userId: number) => {},
      start: async () => {},
      stop: async () => streams.closeAll(),
    });
  const notifier = options.notifier ?? createNotifier(db, createLocalBus());
  const clock = options.clock ?? systemClock;
  const provisioner = createProvisioner({ db, notifier, clock, delayMs: options.provisionDelayMs ?? 1500 });
  const notebookHub =
    options.notebookHub ??
    createNotebookHub(config.engines, { clock, ...(options.notebookDelays ? { delays: options.notebookDelays } : {}) });
  const notebookSim =
    notebookHub.mode === 'local'
      ? createHubSync({ db, notifier, clock, notebookHub })
      : createNotebookSimulator({
          db,
          notifier,
          clock,
          ...(options.notebookDelays ? { delays: options.notebookDelays } : {}),
        });
  if (!options.verifier) throw new Error('createApp: a token verifier is required with a database');
  const authenticate = requireAuth<AppEnv>(options.verifier);
  const limits = createRateLimits(config.limits, { exempt: PUBLIC });
  app.use('*', limits.byAddress);
  // With local engines, one instance leads what they run (engines/leader.ts); the others route to its model servers.
  const leader = options.engineLeader ?? soleLeader();
  const ownServing = options.serving ?? createServing(config.engines);
  const shared =
    ownServing.mode === 'local' && options.replicaBoard
      ? createSharedServing(ownServing, { leader, board: options.replicaBoard })
      : undefined;
  const serving = shared ?? ownServing;
  const leads = (job: SimJob, local: boolean) => (local ? whileLeading(job, leader) : job);
  // Local serving rolls out as fast as its model servers answer ready; simulated, on the clock.
  const deployDelayMs = options.deployDelayMs ?? (serving.mode === 'local' ? 0 : 4000);
  const metrics = options.metrics ?? createMetrics(config.engines, { clock });
  const inferencing = createInferencing({ db, notifier, clock, deployDelayMs, serving, config, metrics });
  // Simulated work on the clock, started after the migrations and stopped before the database closes;
  // each area adds its job here, one entry each.
  const machine = config.engines.mode === 'local' ? metrics : undefined;
  const jobs: SimJob[] = [
    createClusterSampler({ db, clock, machine }),
    provisioner,
    leads(notebookSim, notebookHub.mode === 'local'),
    leads(inferencing.reconciler, serving.mode === 'local'),
    leads(inferencing.servingWork, serving.mode === 'local'),
  ];
  // The caller's roles, list totals and pages, reused between requests. Any request that may write clears
  // them once it is done (committed), so a role, membership or account change applies to the very next
  // request here (on PGlite, whose feed announces a change with the statement's result, it keeps the caller's
  // roles and the scopes looked up: the feed has dropped them already if the request changed them). With the
  // change feed, a change committed anywhere else (another instance, a background job) drops what was read from
  // its table as soon as the database announces it; without it, other instances' changes are seen when the
  // entry expires (the TTL).
  // In one process with the database (PGlite) no change can go unannounced: entries then live longer,
  // so reloading them (which holds the event loop while PGlite works) is rare.
  const ttlMs = options.accessCacheTtlMs ?? (options.changes?.inProcess ? IN_PROCESS_TTL_MS : undefined);
  const cacheOptions = {
    ...(ttlMs !== undefined ? { ttlMs } : {}),
    ...(options.changes ? { feed: options.changes } : {}),
  };
  const reads = createReadCache(cacheOptions);
  // Reads that background jobs change too (a service's status, a new notification) are only cached while
  // the feed reports every change; list pages are larger than roles or counts, so fewer are kept.
  const tracked = createReadCache({ ...cacheOptions, max: 500, ...(options.changes ? {} : { ttlMs: 0 }) });
  // The inference endpoints' calls, added up and written once a second.
  const calls = createCallRecorder(db);
  jobs.push(calls);
  // Deployments' KServe v2 endpoints take API keys, not console tokens: mounted before the token check. Their
  // key checks are cached reads, dropped by any write request here and by the change feed.
  app.route('/inference', inferenceEndpoint(db, clock, { serving, calls, keyChecks: reads }));
  // Its infer call on local serving, answered by Node's server before the app when nothing else needs to see it.
  const fastPath =
    serving.mode === 'local'
      ? inferFastPath(db, clock, {
          serving,
          calls,
          keyChecks: reads,
          closing: () => gate.closing,
          withinRate: limits.withinAddressBudget,
          log: options.log ? (line) => console.log(line) : undefined,
        })
      : undefined;
  // Connections whose first request is such a call, handed to a replica this process spawned, which answers them
  // from then on (`inference/handOff.ts`); browsers' calls, other instances' replicas and simulated serving stay above.
  const handOff =
    ownServing.mode === 'local'
      ? connectionHandOff(db, clock, {
          serving: ownServing,
          calls,
          keyChecks: reads,
          changes: options.changes,
          closing: () => gate.closing,
          trustProxy: config.limits.trustProxy,
          leaseBudget: limits.leaseAddressBudget,
          returnBudget: limits.returnAddressBudget,
        })
      : undefined;
  // Prometheus's service discovery of the model servers, with its own token.
  app.route('/engines/serving', scrapeTargetsRoute(serving));
  if (options.testClock) {
    if (!LOOPBACK_HOSTS.has(config.host)) throw new Error('The test clock is served on a loopback host only');
    app.route('/__test/clock', testClockRoute(options.testClock));
  }

  // Reloaded in the background in the last quarter of their life, so that a caller's requests do not wait on it
  // every TTL (a request waits only for an entry that expired: one not read in its last quarter).
  // Every change to what access is read from is announced (users' email, name, active and super admin flag; role
  // assignments): with PGlite's feed it outlives this instance's write requests, dropped only when one changes it.
  const accessRefresh = { refreshAheadMs: (ttlMs ?? DEFAULT_TTL_MS) / 4, announced: true };
  const accessOf = (userId: number) =>
    reads.get(`access:${userId}`, () => loadAccess(db, userId), ACCESS_TABLES, accessRefresh);
  const scopeOf = cachedScopes(db, reads);
  app.use('*', async (c, next) => {
    if (PUBLIC.has(c.req.path) || PUBLIC_PREFIXES.some((p) => c.req.path.startsWith(p)) || c.req.method === 'OPTIONS')
      return next();
    c.set('services', {
      config,
      db,
      notifier,
      provisioner,
      clock,
      notebookSim,
      notebookHub,
      inferencing,
      metrics,
      accessOf,
      scopeOf,
      reads,
      tracked,
      targets: { deployment: deploymentTarget },
      serving,
      calls,
    });
    c.set('client', { ip: clientAddress(c, config.limits.trustProxy), userAgent: c.req.header('user-agent') });
    if (READ_METHODS.has(c.req.method)) return authenticate(c, next);
    try {
      return await authenticate(c, next);
    } finally {
      reads.invalidateAfterWrite();
      tracked.invalidateAfterWrite();
      // Replicas answering handed-off connections check keys themselves: they have the change before this answer.
      await handOff?.refresh();
    }
  });
  // Every body, whatever it declares itself to be, is read and checked here before any handler sees it.
  // GET and HEAD carry no body; asking for one would build a whole web Request for nothing.
  const checkBody = bodyGate(MAX_BODY_BYTES);
  app.use('*', (c, next) => (READ_METHODS.has(c.req.method) ? next() : checkBody(c, next)));
  app.use('*', limits.byUser);
  app.use('*', refuseControlCharacters());

  // A stream outlives the request that opened it: it must not outlive its session. Each asks whether its token
  // is still accepted (a sign-out revokes its grant) and its account still active, every few seconds and as soon
  // as accounts, roles or sign-outs change.
  const verifier = options.verifier;
  // Everything a check reads follows from the token (its grant, expiry and user): the streams of one session share
  // one answer per pass.
  const sessionCheck = (c: Context<AppEnv>): SessionCheck => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const { exp } = c.var.auth;
    const { userId } = c.var.access;
    const check = async (): Promise<SessionEnd | undefined> => {
      const expired = exp !== undefined && exp * 1000 <= Date.now();
      // An expired token ends the stream by its own timer, silently: the client refreshes and reconnects.
      if (
        !expired &&
        !(await verifier.verify(token).then(
          () => true,
          () => false,
        ))
      )
        return 'signed-out';
      return (await accessOf(userId)) === undefined ? 'deactivated' : undefined;
    };
    // Built once per stream, not once per stream and pass: a pass asks every open stream.
    const key = `session:${userId}:${token}`;
    return (pass) => (pass ? pass.share(key, check) : check());
  };
  const stopWatching = streams.watch(options.sessionCheckMs ?? SESSION_CHECK_MS);
  let soon: NodeJS.Timeout | undefined;
  const stopHearing = options.changes?.subscribe((table) => {
    if (table !== undefined && !SESSION_TABLES.has(table)) return;
    // After the read cache and the revocation list have heard the same change.
    clearTimeout(soon);
    soon = setTimeout(() => void streams.recheck(), 50);
  });

  registerUserRoutes(app);
  registerNotificationRoutes(app, {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    streams,
    slots: limits.streams,
    sessionCheck,
  });
  registerOrganizationRoutes(app);
  registerBranchRoutes(app);
  registerProjectRoutes(app);
  registerProjectServiceRoutes(app);
  registerClusterRoutes(app);
  registerNotebookRoutes(app);
  if (notebookHub.mode !== 'local') registerNotebookLabPage(app);
  registerDeploymentRoutes(app);
  registerScheduleRoutes(app);
  registerRegistryRoutes(app);
  registerModelRoutes(app);
  const slaClock = createSlaClock(db, clock, notifier);
  jobs.push(slaClock);
  registerTicketRoutes(app, slaClock);
  registerSlaRoutes(app, slaClock);
  const quotaEscalation = createQuotaEscalation(db, clock, notifier);
  jobs.push(quotaEscalation);
  registerQuotaRoutes(app, quotaEscalation);
  registerCostRoutes(app);
  jobs.push(createCapacityQueue({ db, clock, config, metrics, notebookHub, notebookSim, notifier, inferencing }));
  jobs.push(createBudgetWatch({ db, clock, notifier }));
  jobs.push(createMetering({ db, clock, metrics: machine }));
  registerAuditRoutes(app, {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    streams,
    slots: limits.streams,
    changes: options.changes,
    sessionCheck,
  });
  jobs.push(createAuditSweeper({ db, clock }));
  registerSearchRoutes(app);
  // Which engines run behind the API; each part's engine joins the set as it is created above.
  const engineSet: EngineSet = {
    ...(notebookHub.mode === 'local' ? { notebooks: notebookHub } : {}),
    ...(serving.mode === 'local' ? { serving } : {}),
    ...(config.engines.mode === 'local' ? { metrics } : {}),
  };
  registerPlatformRoutes(app, engineSet);
  assertServesContract(app);
  return Object.assign(app, {
    streams,
    serving,
    /** The inference endpoint's infer call answered before the app (local serving): Node's listener calls it first. */
    nodeFastPath: fastPath?.handle,
    /** The connection hand-off to this process's replicas (local serving): installed on the API's HTTP server. */
    nodeHandOff: handOff,
    /**
     * A person just signed in at the identity provider (its form succeeded): their roles and their space, which the
     * console asks for right after the code exchange, are read into the read cache now, while the browser is
     * still on its way to the console's callback and exchanging the code, rather than when those requests arrive.
     * Failures are left for the requests themselves to meet.
     */
    warmSignIn: async (userId: number) => {
      try {
        const access = await accessOf(userId);
        if (access) await cachedSpace(reads, db, access);
      } catch {}
    },
    /** Starts the simulated work (call once the database is migrated and seeded). */
    start: async () => {
      await leader.start();
      await Promise.all(jobs.map((job) => job.start()));
    },
    /**
     * Graceful shutdown: new streams are refused and connections asked to close, each open stream gets a
     * final `reconnect` event and ends (2 s at most); simulated work (provisioning among it) stops. Await it
     * before closing the database.
     */
    stop: async () => {
      gate.begin();
      stopWatching();
      stopHearing?.();
      clearTimeout(soon);
      await Promise.all([streams.closeAll('shutdown'), ...jobs.map((job) => job.stop())]);
      // Once its engine work has stopped, another instance may lead.
      shared?.detach();
      await leader.stop();
      fastPath?.close();
      await handOff?.close();
    },
  });
}

/**
 * The app as Node's request listener: the inference endpoint's infer call on local serving answered first, when
 * nothing else needs to see it (`inferFastPath`), everything else by the app.
 */
export function nodeListener(app: ReturnType<typeof createApp>) {
  const listener = getRequestListener(app.fetch);
  const fastPath = (app as { nodeFastPath?: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined })
    .nodeFastPath;
  if (!fastPath) return listener;
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath(req, res)) return listener(req, res);
  };
}

/**
 * Refuses to start an API that does not match its contract: every contract route needs a rule in the
 * authorization table and a handler, and every rule a route.
 */
export function assertServesContract(app: OpenAPIHono<AppEnv>, table: Record<string, Rule> = rules) {
  const handled = new Set(
    app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route.operationId] : [])),
  );
  const problems = [
    ...ruleCoverageProblems(contractRoutes, table),
    ...contractRoutes.filter((r) => !handled.has(r.operationId)).map((r) => `route ${r.operationId} has no handler`),
  ];
  if (problems.length > 0) throw new Error(`The API does not serve its contract:\n${problems.join('\n')}`);
}
