import { readConfig } from './config';
import { startStack } from './stack';

/** Starts the database, the identity provider and the admin API; stops them all on SIGINT/SIGTERM. */
async function main() {
  const stack = await startStack(readConfig(), {
    log: process.env.LOG_REQUESTS !== 'false',
    testClock: process.env.ADMIN_API_TEST_CLOCK === '1',
  });
  const { config } = stack;
  const where = stack.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`database: ${where}${stack.seeded ? ', demo data seeded' : ''}`);
  console.log(`identity provider: ${stack.issuer}`);
  console.log(`admin API: ${stack.apiUrl} (OpenAPI at /openapi.json)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    // Never hang: whatever is still open after 9 s is cut.
    setTimeout(() => process.exit(0), 9_000).unref();
    await stack.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}

main().catch((error: unknown) => {
  console.error('the admin API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
