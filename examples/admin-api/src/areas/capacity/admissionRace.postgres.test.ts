/** The admission race on PostgreSQL, where two requests run on connections of their own. Skipped with the reason when PostgreSQL is missing. */
import { afterAll, beforeAll, describe } from 'vitest';
import { TestClock } from '../../sim/clock';
import { setupTestStack } from '../../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
import { admissionRaceCases } from './admissionRaceCases';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('admission on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  admissionRaceCases(
    setupTestStack({
      clock: new TestClock(),
      notebookDelays: { startMs: 1000, stopMs: 500 },
      databaseUrl: () => postgres?.url,
    }),
  );
});
