/**
 * The project list's fast path against a reference query on PostgreSQL (prepared statements, trigram
 * index, per-branch counts as the server runs them); see listReadsCases.ts. Skipped with the reason when
 * PostgreSQL is missing.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../../testing/postgres';
import { listReadsCases } from './listReadsCases';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('project list on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  listReadsCases(setupTestStack({ databaseUrl: () => postgres?.url }));
});
