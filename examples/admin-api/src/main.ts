import { createServer, type Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createDbAccountStore } from './accounts/dbAccountStore';
import { createApp } from './app';
import { createTokenVerifier } from './auth/verify';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { hashPassword } from './idp/password';
import { createIdentityProvider } from './idp/provider';
import { createLocalBus, createPostgresBus } from './notify/bus';
import { createNotifier } from './notify/notifier';
import { seedDatabase } from './seed/seed';

/** Starts the database, the identity provider and the admin API; stops them all on SIGINT/SIGTERM. */
async function main() {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await seedDatabase(database.db, hashPassword);
  console.log(
    `database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${seeded ? ', demo data seeded' : ''}`,
  );

  const idp = await createIdentityProvider({
    issuer: config.issuer,
    consoleOrigin: config.consoleOrigin,
    apiAudience: config.apiAudience,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    accounts: createDbAccountStore(database.db),
    keysFile: `${config.dataDir.replace(/\/+$/, '')}-idp-keys.json`,
  });
  const idpServer = createServer(idp.listener);
  await new Promise<void>((resolve) => idpServer.listen(config.idpPort, config.host, resolve));
  console.log(`identity provider: ${config.issuer}`);

  const bus = database.pool ? await createPostgresBus(database.pool) : createLocalBus();
  let ready = false;
  const app = createApp({
    config,
    db: database.db,
    verifier: createTokenVerifier({ issuer: config.issuer, audience: config.apiAudience }),
    notifier: createNotifier(database.db, bus),
    isReady: () => ready,
    log: process.env.LOG_REQUESTS !== 'false',
  });
  const apiServer = serve({ fetch: app.fetch, port: config.apiPort, hostname: config.host }) as Server;
  await new Promise<void>((resolve) => apiServer.once('listening', () => resolve()));
  ready = true;
  console.log(`admin API: ${config.apiAudience} (OpenAPI at /openapi.json)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ready = false;
    console.log(`${signal}: stopping`);
    // Never hang: whatever is still open after 9 s is cut.
    setTimeout(() => process.exit(0), 9_000).unref();
    app.stop();
    const closed = (server: Server) =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    await Promise.all([closed(apiServer), closed(idpServer)]);
    await idp.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}

main().catch((error: unknown) => {
  console.error('the admin API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
