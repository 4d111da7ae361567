/**
 * The cost roll-up and export against the raw hourly records on PostgreSQL (the export through a server-side
 * cursor); see rollUpCases.ts. Skipped with the reason when PostgreSQL is missing.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
import { rollUpCases } from './rollUpCases';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('cost roll-up on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  rollUpCases(setupTestStack({ clock: new TestClock(), databaseUrl: () => postgres?.url }));
});
