import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';

// Provisioning takes 300 ms here: long enough that an answer is never later than the work it started, on a
// loaded CI machine too, and short enough for the tests that wait for it.
const { call, idOf } = setupTestStack({ provisionDelayMs: 300 });

interface Project {
  id: number;
  name: string;
  branchId: number;
  organizationId: number;
  isFavorite: boolean;
  isAdmin: boolean;
  services: { serviceId: number; status: string; quota: number }[];
}
interface Page<T> {
  items: T[];
  total: number;
  pageIndex: number;
  pageSize: number;
}

const findProject = async (as: string, name: string) => {
  const res = await call<Page<Project>>('GET', `/workspace/project?search=${encodeURIComponent(name)}`, { as });
  const project = res.body.items.find((p) => p.name === name);
  if (!project) throw new Error(`${name} not visible to ${as}`);
  return project;
};

const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('project list', () => {
  it('shows each user only their projects, newest first', async () => {
    const all = await call<Page<Project>>('GET', '/workspace/project', { as: 'super@demo.test' });
    expect(all.body.total).toBe(6);
    expect(all.body.items.map((p) => p.id)).toEqual([...all.body.items.map((p) => p.id)].sort((a, b) => b - a));
    const member = await call<Page<Project>>('GET', '/workspace/project', { as: 'member@demo.test' });
    expect(member.body.items.map((p) => p.name)).toEqual(['Vision Lab']);
    const nobody = await call<Page<Project>>('GET', '/workspace/project', { as: 'nobody@demo.test' });
    expect(nobody.body).toMatchObject({ items: [], total: 0, pageIndex: 0 });
  });

  it('filters by branch, service and search, and pages', async () => {
    const vision = await findProject('super@demo.test', 'Vision Lab');
    const inBranch = await call<Page<Project>>(
      'GET',
      `/workspace/project?branchId=${vision.branchId}&sortBy=NAME&sortOrder=ASC`,
      {
        as: 'super@demo.test',
      },
    );
    expect(inBranch.body.items.map((p) => p.name)).toEqual(['Language Models', 'Speech Lab', 'Vision Lab']);
    const withHub = await call<Page<Project>>('GET', '/workspace/project?serviceId=5', { as: 'super@demo.test' });
    expect(withHub.body.items.map((p) => p.name)).toEqual(['Vision Lab']);
    const paged = await call<Page<Project>>('GET', '/workspace/project?pageIndex=1&pageSize=4', {
      as: 'super@demo.test',
    });
    expect(paged.body).toMatchObject({ pageIndex: 1, pageSize: 4, total: 6 });
    expect(paged.body.items).toHaveLength(2);
  });

  it('rejects unknown query parameters and bad numbers with details per field', async () => {
    const res = await call<{ details: Record<string, unknown> }>('GET', '/workspace/project?pageSize=0&colour=red', {
      as: 'super@demo.test',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['colour', 'pageSize']);
  });
});

describe('project lifecycle', () => {
  it('creates a project whose services provision, then become READY with a SERVICE notification', async () => {
    const speech = await findProject('branch.admin@demo.test', 'Speech Lab');
    const created = await call<Project>('POST', '/workspace/project', {
      as: 'branch.admin@demo.test',
      body: { branchId: speech.branchId, name: 'Robotics', services: [{ serviceId: 1 }, { serviceId: 3, quota: 50 }] },
    });
    expect(created.status).toBe(201);
    expect(created.body.services.map((s) => [s.serviceId, s.status])).toEqual([
      [1, 'PROVISIONING'],
      [3, 'PROVISIONING'],
    ]);
    const ready = await waitFor(
      () => call<Project>('GET', `/workspace/project/${created.body.id}`, { as: 'branch.admin@demo.test' }),
      (r) => r.body.services.every((s) => s.status === 'READY'),
    );
    expect(ready.body.services.every((s) => s.status === 'READY')).toBe(true);
    const me = idOf('branch.admin@demo.test');
    const inbox = await waitFor(
      () =>
        call<Page<{ type: string; category: string; severity: string }>>(
          'GET',
          `/users/${me}/notification?pageSize=50`,
          { as: 'branch.admin@demo.test' },
        ),
      (r) => r.body.items.filter((n) => n.type === 'service.ready').length >= 2,
    );
    const types = inbox.body.items.map((n) => n.type);
    expect(types).toContain('project.created');
    expect(inbox.body.items.find((n) => n.type === 'service.ready')).toMatchObject({
      category: 'SERVICE',
      severity: 'success',
    });
  });

  it('refuses a duplicate project name in a branch with 409', async () => {
    const vision = await findProject('super@demo.test', 'Vision Lab');
    const res = await call('POST', '/workspace/project', {
      as: 'super@demo.test',
      body: { branchId: vision.branchId, name: 'Vision Lab' },
    });
    expect(res.status).toBe(409);
    // Keyed by the field a form marks, in words, and with no database wording (`Key (branch_id, name)=...`).
    const taken = 'A project named Vision Lab already exists in this branch';
    expect(res.body).toEqual({ message: taken, details: { name: taken } });
  });

  it('refuses renaming a project to a name its branch already has, but allows it in another branch', async () => {
    const speech = await findProject('super@demo.test', 'Speech Lab');
    const renamed = await call('PUT', `/workspace/project/${speech.id}`, {
      as: 'branch.admin@demo.test',
      body: { name: 'Language Models' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({
      message: 'A project named Language Models already exists in this branch',
      details: { name: 'A project named Language Models already exists in this branch' },
    });
    expect((await findProject('super@demo.test', 'Speech Lab')).id).toBe(speech.id);
    const forecast = await findProject('super@demo.test', 'Demand Forecast');
    const elsewhere = await call('POST', '/workspace/project', {
      as: 'super@demo.test',
      body: { branchId: forecast.branchId, name: 'Speech Lab' },
    });
    expect(elsewhere.status).toBe(201);
    expect(
      (await call('DELETE', `/workspace/project/${(elsewhere.body as Project).id}`, { as: 'super@demo.test' })).status,
    ).toBe(200);
  });

  it('adds, redeploys and removes a service; adding it twice is a conflict', async () => {
    const speech = await findProject('super@demo.test', 'Speech Lab');
    const base = `/workspace/project/${speech.id}`;
    const available = await call<{ id: number }[]>('GET', `${base}/service`, { as: 'super@demo.test' });
    expect(available.body.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const added = await call<{ status: string }>('POST', `${base}/service`, {
      as: 'super@demo.test',
      body: { serviceId: 5 },
    });
    expect(added.status).toBe(202);
    expect(added.body.status).toBe('PROVISIONING');
    expect((await call('POST', `${base}/service`, { as: 'super@demo.test', body: { serviceId: 5 } })).status).toBe(409);
    const hub = await waitFor(
      () => call<{ isHaveJupyterhub: boolean }>('GET', `${base}/ai/Jupyterhub/check`, { as: 'super@demo.test' }),
      (r) => r.body.isHaveJupyterhub,
    );
    expect(hub.body.isHaveJupyterhub).toBe(true);
    const redeployed = await call<{ status: string }>('PUT', `${base}/service/redeploy?serviceId=5`, {
      as: 'super@demo.test',
    });
    expect(redeployed.body.status).toBe('PROVISIONING');
    const quota = await call<{ quota: number }>('GET', `${base}/status/5/quota`, { as: 'super@demo.test' });
    expect(quota.body.quota).toBe(10);
    const set = await call<{ quota: number }>('PUT', `${base}/status`, {
      as: 'super@demo.test',
      body: { serviceId: 5, quota: 25 },
    });
    expect(set.body.quota).toBe(25);
    expect((await call('DELETE', `${base}/service?serviceId=5`, { as: 'super@demo.test' })).status).toBe(200);
    expect(
      (await call<{ isHaveJupyterhub: boolean }>('GET', `${base}/ai/Jupyterhub/check`, { as: 'super@demo.test' })).body
        .isHaveJupyterhub,
    ).toBe(false);
  });

  it('marks a favorite per user', async () => {
    const vision = await findProject('member@demo.test', 'Vision Lab');
    const fav = await call<Project>('POST', `/workspace/project/${vision.id}/favorite?isFavorite=true`, {
      as: 'member@demo.test',
    });
    expect(fav.body.isFavorite).toBe(true);
    expect((await findProject('project.admin@demo.test', 'Vision Lab')).isFavorite).toBe(false);
    const unfav = await call<Project>('POST', `/workspace/project/${vision.id}/favorite?isFavorite=false`, {
      as: 'member@demo.test',
    });
    expect(unfav.body.isFavorite).toBe(false);
  });

  it('lists members and groups of a project', async () => {
    const vision = await findProject('member@demo.test', 'Vision Lab');
    const users = await call<{ email: string; role: string }[]>('GET', `/workspace/project/${vision.id}/users`, {
      as: 'member@demo.test',
    });
    expect(users.body.map((u) => [u.email, u.role]).sort()).toEqual([
      ['member@demo.test', 'MEMBER'],
      ['project.admin@demo.test', 'ADMIN'],
    ]);
    const groups = await call<{ role: string; members: unknown[] }[]>('GET', `/workspace/project/${vision.id}/groups`, {
      as: 'member@demo.test',
    });
    expect(groups.body.map((g) => [g.role, g.members.length])).toEqual([
      ['ADMIN', 1],
      ['MEMBER', 1],
    ]);
  });

  it('answers 404 for a project that does not exist', async () => {
    const res = await call<{ message: string }>('GET', '/workspace/project/999999', { as: 'super@demo.test' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Project not found');
  });

  it('deletes a project for a branch admin but not for its project admin', async () => {
    const lm = await findProject('branch.admin@demo.test', 'Language Models');
    const vision = await findProject('project.admin@demo.test', 'Vision Lab');
    expect((await call('DELETE', `/workspace/project/${vision.id}`, { as: 'project.admin@demo.test' })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/workspace/project/${lm.id}`, { as: 'branch.admin@demo.test' })).status).toBe(200);
    expect((await call('GET', `/workspace/project/${lm.id}`, { as: 'branch.admin@demo.test' })).status).toBe(404);
  });
});

describe('notification links', () => {
  it('lead each recipient to the module their role on the project lets them enter', async () => {
    const vision = await findProject('super@demo.test', 'Vision Lab');
    const res = await call('PUT', `/workspace/project/${vision.id}`, {
      as: 'super@demo.test',
      body: { description: 'Links for everyone' },
    });
    expect(res.status).toBe(200);
    // The newest project notice: the simulated rollouts of seeded deployments may notify in between.
    const linkOf = async (email: string) => {
      const inbox = await call<Page<{ type: string; link: string | null }>>(
        'GET',
        `/users/${idOf(email)}/notification?pageSize=20`,
        { as: email },
      );
      const notice = inbox.body.items.find((item) => item.type === 'project.updated');
      expect(notice).toBeDefined();
      return notice?.link;
    };
    expect(await linkOf('super@demo.test')).toBe(`/super-admin/project/update/${vision.id}`);
    expect(await linkOf('org.admin@demo.test')).toBe(`/org-module/project/update/${vision.id}`);
    expect(await linkOf('branch.admin@demo.test')).toBe(`/branch-module/project/update/${vision.id}`);
    expect(await linkOf('project.admin@demo.test')).toBe('/project-module/project-panel?active=0');
    expect(await linkOf('member@demo.test')).toBe('/project-member-module/project-panel?active=0');
  });
});

describe('organizations and branches', () => {
  it('lets a super admin create an organization and an org admin add a branch to theirs', async () => {
    const org = await call<{ id: number; name: string; branchCount: number }>('POST', '/organizations', {
      as: 'super@demo.test',
      body: { name: 'Initech', contactEmail: 'it@initech.test' },
    });
    expect(org.status).toBe(201);
    expect(org.body.branchCount).toBe(0);
    expect((await call('POST', '/organizations', { as: 'org.admin@demo.test', body: { name: 'Mine' } })).status).toBe(
      403,
    );
    const acme = (
      await call<Page<{ id: number; name: string }>>('GET', '/organizations', { as: 'org.admin@demo.test' })
    ).body.items;
    expect(acme.map((o) => o.name)).toEqual(['Acme AI']);
    const branch = await call<{ organizationName: string }>('POST', '/branches', {
      as: 'org.admin@demo.test',
      body: { organizationId: acme[0]?.id, name: 'Labs', location: 'Basel' },
    });
    expect(branch.status).toBe(201);
    expect(branch.body.organizationName).toBe('Acme AI');
    expect(
      (await call('POST', '/branches', { as: 'org.admin@demo.test', body: { organizationId: org.body.id, name: 'X' } }))
        .status,
    ).toBe(403);
  });

  it('refuses a logo that is not an image URL', async () => {
    const res = await call<{ details: Record<string, unknown> }>('POST', '/organizations', {
      as: 'super@demo.test',
      body: { name: 'Evil', logo: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details)).toEqual(['logo']);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await call('POST', '/organizations', {
      as: 'super@demo.test',
      body: { name: 'Big', description: 'x'.repeat(300 * 1024) },
    });
    expect(res.status).toBe(413);
  });
});
