/**
 * The project list's fast path against a reference query on PostgreSQL (prepared statements, trigram
 * index, per-branch counts as the server runs them); see listReadsCases.ts. The bound of a search's matches read
 * whole (`SEARCH_PROBE`) is lowered so that the cases' words fall on both sides of it. Skipped with the reason
 * when PostgreSQL is missing.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
import { listReadsCases } from './listReadsCases';
import { setSearchProbe } from './queries';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('project list on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
    setSearchProbe(30);
  });
  afterAll(async () => {
    setSearchProbe(undefined);
    await postgres?.stop();
  });
  listReadsCases(setupTestStack({ databaseUrl: () => postgres?.url }));
});
