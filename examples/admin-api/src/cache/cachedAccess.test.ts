import { describe, expect, it, vi } from 'vitest';
import { setupTestStack } from '../testing/harness';

// The app reuses a caller's roles between requests; these check that a change still applies at once.
const { call, idOf, ctx } = setupTestStack();

type Page = { items: { id: number; organizationId: number }[]; total: number };

describe('cached roles', () => {
  it('applies a new role on the very next request, and its removal too', async () => {
    const greta = idOf('greta@globex.test');
    const vision = await call<Page>('GET', '/workspace/project?search=Vision', { as: 'super@demo.test' });
    const project = vision.body.items[0];
    const detail = `/workspace/project/${project?.id}`;
    // Seen before the change (and so cached): no access to the project.
    expect((await call('GET', detail, { as: 'greta@globex.test' })).status).toBe(403);
    const assigned = await call('POST', `/workspace/users/${greta}`, {
      as: 'super@demo.test',
      body: { organizationId: project?.organizationId, projectId: project?.id, role: 'MEMBER' },
    });
    expect(assigned.status).toBe(200);
    expect((await call('GET', detail, { as: 'greta@globex.test' })).status).toBe(200);
    const url = `/workspace/users/${greta}?organizationId=${project?.organizationId}&projectId=${project?.id}`;
    expect((await call('DELETE', url, { as: 'super@demo.test' })).status).toBe(200);
    expect((await call('GET', detail, { as: 'greta@globex.test' })).status).toBe(403);
  });

  it("keeps the caller's roles over its own write that changes none of them (PGlite announces every change)", async () => {
    const member = idOf('member@demo.test');
    const pglite = ctx.database.pglite;
    if (!pglite) throw new Error('the test stack runs on PGlite');
    // The statement that reads a caller's access: users joined with their role assignments.
    const accessReads = vi.spyOn(pglite, 'query');
    const reads = () =>
      accessReads.mock.calls.filter(([text]) => /from "users" left join "role_assignments"/.test(String(text))).length;
    try {
      expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(200);
      const before = reads();
      expect((await call('PATCH', `/users/${member}/notification`, { as: 'member@demo.test' })).status).toBe(200);
      expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(200);
      expect(reads()).toBe(before);
    } finally {
      accessReads.mockRestore();
    }
  });

  it('refuses a deactivated account on its next request', async () => {
    const member = idOf('member@demo.test');
    expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(200);
    expect((await call('PUT', `/users/${member}/activate/false`, { as: 'super@demo.test' })).status).toBe(200);
    expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(403);
    expect((await call('PUT', `/users/${member}/activate/true`, { as: 'super@demo.test' })).status).toBe(200);
    expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(200);
  });

  it('refuses an expired token even after it was accepted', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1;
    const headers = { Authorization: `Bearer test-${idOf('member@demo.test')}.${exp}` };
    expect((await call('GET', '/users/info', { headers })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100 + (exp * 1000 - 1000 - Date.now())));
    expect((await call('GET', '/users/info', { headers })).status).toBe(401);
  });
});
