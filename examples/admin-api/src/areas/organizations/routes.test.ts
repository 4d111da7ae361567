import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';

const { call, idOf } = setupTestStack();

interface Page<T> {
  items: T[];
  total: number;
}
interface Org {
  id: number;
  name: string;
  isAdmin: boolean;
  branchCount: number;
  projectCount: number;
  userCount: number;
}
interface BranchRow {
  id: number;
  name: string;
  organizationId: number;
  projectCount: number;
  isAdmin: boolean;
}

const orgs = async (as: string, query = '') => (await call<Page<Org>>('GET', `/organizations${query}`, { as })).body;
const branches = async (as: string, query = '') =>
  (await call<Page<BranchRow>>('GET', `/branches${query}`, { as })).body;

describe('organizations', () => {
  it('lists with counts and search, each user seeing only theirs', async () => {
    const all = await orgs('super@demo.test', '?sortBy=NAME&sortOrder=ASC');
    expect(all.items.map((o) => [o.name, o.branchCount, o.projectCount])).toEqual([
      ['Acme AI', 2, 5],
      ['Globex', 1, 1],
    ]);
    expect((await orgs('super@demo.test', '?search=glob')).items.map((o) => o.name)).toEqual(['Globex']);
    const member = await orgs('member@demo.test');
    expect(member.items.map((o) => [o.name, o.isAdmin])).toEqual([['Acme AI', false]]);
    expect((await orgs('nobody@demo.test')).total).toBe(0);
  });

  it('lets its admin rename it, but not delete it; a super admin deletes', async () => {
    const created = await call<Org>('POST', '/organizations', { as: 'super@demo.test', body: { name: 'Umbrella' } });
    const id = created.body.id;
    await call('POST', `/workspace/users/${idOf('nobody@demo.test')}`, {
      as: 'super@demo.test',
      body: { organizationId: id, role: 'ADMIN' },
    });
    const renamed = await call<Org>('PUT', `/organizations/${id}`, {
      as: 'nobody@demo.test',
      body: { name: 'Umbrella Corp' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Umbrella Corp', isAdmin: true, userCount: 1 });
    expect((await call('DELETE', `/organizations/${id}`, { as: 'nobody@demo.test' })).status).toBe(403);
    expect((await call('DELETE', `/organizations/${id}`, { as: 'super@demo.test' })).status).toBe(200);
    expect((await call('GET', `/organizations/${id}`, { as: 'super@demo.test' })).status).toBe(404);
    // The cascade took the assignment with it.
    expect((await orgs('nobody@demo.test')).total).toBe(0);
  });

  it('refuses a second organization with the same name, naming the field and the conflict', async () => {
    const res = await call('POST', '/organizations', { as: 'super@demo.test', body: { name: 'Globex' } });
    expect(res.status).toBe(409);
    const taken = 'An organization named Globex already exists';
    expect(res.body).toEqual({ message: taken, details: { name: taken } });
  });

  it('refuses renaming an organization to a name that is taken', async () => {
    const acme = (await orgs('org.admin@demo.test')).items[0];
    const res = await call('PUT', `/organizations/${acme?.id}`, { as: 'super@demo.test', body: { name: 'Globex' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'An organization named Globex already exists',
      details: { name: 'An organization named Globex already exists' },
    });
    expect((await call<Org>('GET', `/organizations/${acme?.id}`, { as: 'super@demo.test' })).body.name).toBe('Acme AI');
  });
});

describe('branches', () => {
  it('lists the branches of an organization; a project member sees only the path to their project', async () => {
    const acme = (await orgs('super@demo.test', '?search=Acme')).items[0];
    const list = await branches('org.admin@demo.test', `?organizationId=${acme?.id}&sortBy=NAME&sortOrder=ASC`);
    expect(list.items.map((b) => [b.name, b.isAdmin])).toEqual([
      ['Production', true],
      ['Research', true],
    ]);
    expect((await branches('member@demo.test')).items.map((b) => [b.name, b.isAdmin])).toEqual([['Research', false]]);
  });

  it('lets a branch admin update their branch and reads it back; other branches are off limits', async () => {
    const research = (await branches('branch.admin@demo.test')).items[0];
    const updated = await call<BranchRow & { location: string }>('PUT', `/branches/${research?.id}`, {
      as: 'branch.admin@demo.test',
      body: { location: 'Lausanne' },
    });
    expect(updated.body).toMatchObject({ name: 'Research', location: 'Lausanne', projectCount: 3 });
    const production = (await branches('org.admin@demo.test', '?search=Production')).items[0];
    expect((await call('GET', `/branches/${production?.id}`, { as: 'branch.admin@demo.test' })).status).toBe(403);
    expect((await call('DELETE', `/branches/${research?.id}`, { as: 'branch.admin@demo.test' })).status).toBe(403);
  });

  it('deletes a branch with its projects for the organization admin', async () => {
    const acme = (await orgs('org.admin@demo.test')).items[0];
    const created = await call<BranchRow>('POST', '/branches', {
      as: 'org.admin@demo.test',
      body: { organizationId: acme?.id, name: 'Temporary' },
    });
    await call('POST', '/workspace/project', {
      as: 'org.admin@demo.test',
      body: { branchId: created.body.id, name: 'Doomed' },
    });
    expect((await call('DELETE', `/branches/${created.body.id}`, { as: 'org.admin@demo.test' })).status).toBe(200);
    const left = await call<Page<{ name: string }>>('GET', '/workspace/project?search=Doomed', {
      as: 'org.admin@demo.test',
    });
    expect(left.body.total).toBe(0);
  });

  it('refuses a branch name its organization already has, on create and on rename', async () => {
    const acme = (await orgs('org.admin@demo.test')).items[0];
    const taken = 'A branch named Research already exists in this organization';
    const created = await call('POST', '/branches', {
      as: 'org.admin@demo.test',
      body: { organizationId: acme?.id, name: 'Research' },
    });
    expect(created.status).toBe(409);
    expect(created.body).toEqual({ message: taken, details: { name: taken } });
    const production = (await branches('org.admin@demo.test', '?search=Production')).items[0];
    const renamed = await call('PUT', `/branches/${production?.id}`, {
      as: 'org.admin@demo.test',
      body: { name: 'Research' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ message: taken, details: { name: taken } });
  });

  it('answers 404 when creating a branch in an organization that does not exist', async () => {
    const res = await call('POST', '/branches', {
      as: 'super@demo.test',
      body: { organizationId: 424242, name: 'Nowhere' },
    });
    expect(res.status).toBe(404);
  });
});
