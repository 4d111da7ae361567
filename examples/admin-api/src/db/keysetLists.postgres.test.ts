/**
 * The lists paged by keyset against a plain reference query on PostgreSQL (the indexes and the change feed
 * as the server runs them); see keysetListsCases.ts. Skipped with the reason when PostgreSQL is missing.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { setupTestStack } from '../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../testing/postgres';
import { keysetListsCases } from './keysetListsCases';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('lists paged by keyset on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  keysetListsCases(setupTestStack({ databaseUrl: () => postgres?.url }));
});
