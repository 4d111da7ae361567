/**
 * On PostgreSQL a write request clears the read cache (its change is announced a moment later, on another
 * connection): what the caller's next request reads first, its access and the scope it acted on, is read again
 * as the write is answered, so that request finds them without a statement of its own. Skipped with the reason
 * when PostgreSQL is missing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestStack } from '../testing/harness';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../testing/postgres';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

type Branch = { id: number };

describe.skipIf(unavailable !== undefined)('reads after a write on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });
  const { call, ctx } = setupTestStack({ databaseUrl: () => postgres?.url });

  it("has the caller's access and the scope it wrote to read again before its next request", async () => {
    const branch = (await call<{ items: Branch[] }>('GET', '/branches', { as: 'org.admin@demo.test' })).body
      .items[0] as Branch;
    const pool = ctx.database.pool;
    if (!pool) throw new Error('the stack runs on PostgreSQL');
    const queries = vi.spyOn(pool, 'query');
    const issued = () =>
      queries.mock.calls.map(([q]) => String(typeof q === 'string' ? q : (q as { text?: string }).text));
    const accessReads = () => issued().filter((t) => /from "users" left join "role_assignments"/.test(t)).length;
    const branchReads = () => issued().filter((t) => /^select "id", "organization_id" from "branches"/.test(t)).length;
    try {
      const created = await call('POST', '/workspace/project', {
        as: 'org.admin@demo.test',
        body: { branchId: branch.id, name: 'Warm after write' },
      });
      expect(created.status).toBe(201);
      const [access, scope] = [accessReads(), branchReads()];
      // The next request acts on the same branch: no statement of its own reads the caller's access or the branch
      // (the reads started as the write was answered, done or still on their way, are shared).
      expect((await call('GET', `/branches/${branch.id}`, { as: 'org.admin@demo.test' })).status).toBe(200);
      expect(accessReads()).toBe(access);
      expect(branchReads()).toBe(scope);
    } finally {
      queries.mockRestore();
    }
  });
});
