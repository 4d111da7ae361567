import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createApp, nodeListener } from './app';
import { createDbAccountStore } from './areas/users';
import { cacheVerifiedTokens } from './auth/cachedVerifier';
import { openRevocationList, refuseRevokedTokens } from './auth/revocations';
import { createTokenVerifier } from './auth/verify';
import type { ServerConfig } from './config';
import { openChangeFeed } from './db/changeFeed';
import { type Database, openDatabase } from './db/database';
import { createEngineLeader } from './engines/leader';
import type { Serving } from './engines/serving';
import { createPostgresReplicaBoard } from './engines/serving/shared';
import { DEMO_PASSWORD_COST, hashPassword } from './idp/password';
import { createIdentityProvider } from './idp/provider';
import { createLocalBus, createPostgresBus, type DeliveryOptions } from './notify/bus';
import { createNotifier } from './notify/notifier';
import { seedDatabase } from './seed/seed';
import type { Clock } from './sim/clock';
import { ShiftedClock } from './sim/shiftedClock';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A node:http server listening before its handler exists, so a port 0 can be resolved first. */
/** How long an idle kept-alive connection stays open: longer than the browsers' and proxies' own idle timeouts. */
export const KEEP_ALIVE_MS = 65_000;

async function listen(
  port: number,
  host: string,
): Promise<{ server: Server; port: number; handle(l: Listener): void }> {
  let handler: Listener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  // Node closes an idle kept-alive connection after 5 s. A request that arrives as that timer fires (a stall of the
  // process, a busy moment) is then reset instead of answered late; browsers and proxies keep idle connections
  // for a minute or more, so the server keeps them longer than they do.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    handle: (l) => {
      handler = l;
    },
  };
}

/** A running identity provider and admin API on one database. */
export interface Stack {
  config: ServerConfig;
  apiUrl: string;
  issuer: string;
  database: Database;
  seeded: boolean;
  /** The model serving engine this instance uses (shared with the others when they run local engines together). */
  serving: Serving;
  /** Connections handed to this instance's model servers, given back by them, and answered by the API (local serving). */
  handOffStats?: { handed: number; back: number; toServer: number } | undefined;
  /** Ends streams, closes both servers and the database; resolves when all is closed. */
  stop(): Promise<void>;
}

/** Options for tests and the benchmark. */
export interface StackOptions {
  log?: boolean;
  provisionDelayMs?: number;
  heartbeatMs?: number;
  /** Skip seeding (a second instance on a shared database). */
  seed?: boolean;
  /** Trust tokens of this issuer and audience instead of the ones derived from the ports (a second instance). */
  issuer?: string;
  apiAudience?: string;
  /** The time simulations run on (default: the wall clock). */
  clock?: Clock;
  /** Run on a wall clock that `POST /__test/clock/advance` moves ahead (end-to-end tests, loopback only). */
  testClock?: boolean;
  /** Told when a notification has reached every stream of its user here (the fan-out benchmark's timeline). */
  onDelivered?: DeliveryOptions['onDelivered'];
}

/**
 * Starts everything the console talks to: the database (migrated, seeded once), the identity provider
 * on `idpPort` and the admin API on `apiPort`. Port 0 picks a free port; the issuer and the token
 * audience then follow the real ports.
 */
export async function startStack(base: ServerConfig, options: StackOptions = {}): Promise<Stack> {
  const database = await openDatabase({ databaseUrl: base.databaseUrl, dataDir: base.dataDir });
  const seeded =
    options.seed === false
      ? false
      : await seedDatabase(database.db, (password) => hashPassword(password, DEMO_PASSWORD_COST));
  // PGlite has no autovacuum: without fresh statistics the planner sorts whole tables for a page.
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
  const idpHttp = await listen(base.idpPort, base.host);
  const apiHttp = await listen(base.apiPort, base.host);
  const config: ServerConfig = {
    ...base,
    idpPort: idpHttp.port,
    apiPort: apiHttp.port,
    issuer:
      options.issuer ?? (base.idpPort === 0 ? `http://${base.host}:${idpHttp.port}/realms/${base.realm}` : base.issuer),
    apiAudience: options.apiAudience ?? (base.apiPort === 0 ? `http://${base.host}:${apiHttp.port}` : base.apiAudience),
  };
  const onDisk = !config.dataDir.startsWith('memory://');
  const stateFile = (name: string) => (onDisk ? `${config.dataDir.replace(/\/+$/, '')}-${name}.json` : undefined);
  const keysFile = stateFile('idp-keys');
  const storeFile = stateFile('idp-store');
  const changes = await openChangeFeed(database);
  // Sign-outs at the provider, heard by every instance on the change feed: their grants' tokens are refused.
  const revocations = await openRevocationList(database.db, changes);
  // The API, once made (below): a successful sign-in form warms the caller's roles and space in its read cache.
  let warmSignIn: ((userId: number) => Promise<void>) | undefined;
  const idp = await createIdentityProvider({
    issuer: config.issuer,
    consoleOrigin: config.consoleOrigin,
    portalOrigin: config.portalOrigin,
    apiAudience: config.apiAudience,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    accounts: createDbAccountStore(database.db),
    tokenRate: config.limits.enabled ? config.limits.tokenPerAddress : undefined,
    // A token of an ended grant stays acceptable at most until it expires, plus the verifier's clock tolerance.
    onGrantRevoked: (grantId) =>
      revocations.revoke(
        grantId,
        new Date(Date.now() + (config.accessTokenTtlSeconds + config.tokenClockToleranceSeconds) * 1000),
      ),
    onSignedIn: (accountId) => void warmSignIn?.(Number(accountId)),
    ...(keysFile ? { keysFile } : {}),
    ...(storeFile ? { storeFile } : {}),
  });
  idpHttp.handle(idp.listener);

  const delivery = options.onDelivered ? { onDelivered: options.onDelivered } : {};
  const bus = database.pool ? await createPostgresBus(database.pool, delivery) : createLocalBus(delivery);
  // Instances sharing PostgreSQL with local engines: one leads the engines, the others use its model servers.
  const shareEngines = database.pool && config.engines.mode === 'local' ? database.pool : undefined;
  const engineLeader = shareEngines ? createEngineLeader(shareEngines) : undefined;
  const replicaBoard = shareEngines ? await createPostgresReplicaBoard(shareEngines) : undefined;
  let ready = true;
  const shifted = options.testClock ? new ShiftedClock() : undefined;
  const testClock = shifted ? { clock: shifted, testClock: shifted } : {};
  const app = createApp({
    config,
    db: database.db,
    verifier: refuseRevokedTokens(
      cacheVerifiedTokens(
        createTokenVerifier({
          issuer: config.issuer,
          audience: config.apiAudience,
          clockToleranceSeconds: config.tokenClockToleranceSeconds,
        }),
      ),
      revocations,
    ),
    notifier: createNotifier(database.db, bus),
    changes,
    ...(engineLeader && replicaBoard ? { engineLeader, replicaBoard } : {}),
    isReady: () => ready,
    ...(options.log !== undefined ? { log: options.log } : {}),
    ...(options.provisionDelayMs !== undefined ? { provisionDelayMs: options.provisionDelayMs } : {}),
    ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...testClock,
  });
  warmSignIn = app.warmSignIn;
  await app.start();
  const listener = nodeListener(app);
  apiHttp.handle(listener);
  // Connections whose first call is a deployment's infer call go to the model servers (local serving).
  const handOff = (
    app as unknown as {
      nodeHandOff?: {
        install(server: Server, l: Listener): Promise<void>;
        stats: { handed: number; back: number; toServer: number };
      };
    }
  ).nodeHandOff;
  await handOff?.install(apiHttp.server, listener);

  // Stops accepting, then waits for requests in flight; whatever is still open after `graceMs` is cut.
  const close = (server: Server, graceMs = 3000) =>
    new Promise<void>((resolve) => {
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
  return {
    config,
    apiUrl: `http://${config.host}:${apiHttp.port}`,
    issuer: config.issuer,
    database,
    seeded,
    // An app with a database (always, here) has its serving engine.
    serving: (app as unknown as { serving: Serving }).serving,
    handOffStats: handOff?.stats,
    async stop() {
      ready = false;
      // No new connections; streams get their final event and end; then requests in flight drain.
      const closed = close(apiHttp.server);
      await app.stop();
      apiHttp.server.closeIdleConnections();
      await Promise.all([closed, close(idpHttp.server)]);
      await idp.close();
      await replicaBoard?.close();
      await bus.close();
      revocations.close();
      await changes.close();
      await database.close();
    },
  };
}
