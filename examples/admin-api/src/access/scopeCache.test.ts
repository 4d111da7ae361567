import { describe, expect, it, vi } from 'vitest';
import { setupTestStack } from '../testing/harness';

// The scopes a request acts on are looked up through the read cache: found ones are reused, over writes too where
// the change feed announces every change with its statement (PGlite), and never once the resource is gone.
const { call, ctx } = setupTestStack();

type Branch = { id: number; organizationId: number };

describe('cached scopes', () => {
  /** Counts the statements that look a branch's scope up. */
  const branchLookups = () => {
    const pglite = ctx.database.pglite;
    if (!pglite) throw new Error('the test stack runs on PGlite');
    const spy = vi.spyOn(pglite, 'query');
    return {
      count: () =>
        spy.mock.calls.filter(([text]) => /^select "id", "organization_id" from "branches" where/.test(String(text)))
          .length,
      restore: () => spy.mockRestore(),
    };
  };

  it("finds the branch of a request without reading it again, over the caller's own writes", async () => {
    const branches = await call<{ items: Branch[] }>('GET', '/branches', { as: 'org.admin@demo.test' });
    const branch = branches.body.items[0] as Branch;
    const lookups = branchLookups();
    try {
      for (const name of ['Scope cache one', 'Scope cache two', 'Scope cache three']) {
        const created = await call('POST', '/workspace/project', {
          as: 'org.admin@demo.test',
          body: { branchId: branch.id, name },
        });
        expect(created.status).toBe(201);
      }
      // The first request may read it; the writes between them do not drop it.
      expect(lookups.count()).toBeLessThanOrEqual(1);
    } finally {
      lookups.restore();
    }
  });

  it('answers 404 for a branch once it is deleted, and finds one created after a miss', async () => {
    const branches = await call<{ items: Branch[] }>('GET', '/branches', { as: 'org.admin@demo.test' });
    const organizationId = (branches.body.items[0] as Branch).organizationId;
    const made = await call<Branch>('POST', '/branches', {
      as: 'org.admin@demo.test',
      body: { organizationId, name: 'Short-lived branch' },
    });
    expect(made.status).toBe(201);
    const project = { branchId: made.body.id, name: 'In the short-lived branch' };
    // Looked up (and cached), then deleted: the next request must not act on it.
    expect((await call('GET', `/branches/${made.body.id}`, { as: 'org.admin@demo.test' })).status).toBe(200);
    expect((await call('DELETE', `/branches/${made.body.id}`, { as: 'org.admin@demo.test' })).status).toBe(200);
    const after = await call('POST', '/workspace/project', { as: 'org.admin@demo.test', body: project });
    expect(after.status).toBe(404);
    // A miss is dropped too when a branch is created: the next branch's id, asked for before it exists, is found once it does.
    const next = made.body.id + 1;
    expect((await call('GET', `/branches/${next}`, { as: 'org.admin@demo.test' })).status).toBe(404);
    const again = await call<Branch>('POST', '/branches', {
      as: 'org.admin@demo.test',
      body: { organizationId, name: 'Next branch' },
    });
    expect(again.body.id).toBe(next);
    expect((await call('GET', `/branches/${next}`, { as: 'org.admin@demo.test' })).status).toBe(200);
  });
});
