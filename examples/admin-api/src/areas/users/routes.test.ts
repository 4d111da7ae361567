import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';

const { call, idOf } = setupTestStack();

interface Space {
  isSuperAdmin: boolean;
  organizations: {
    name: string;
    isAdmin: boolean;
    branches: {
      name: string;
      isAdmin: boolean;
      projects: { name: string; isAdmin: boolean; services: { id: number }[] }[];
    }[];
  }[];
}

describe('GET /users/info', () => {
  it('names the caller and counts their unread notifications', async () => {
    const res = await call<{ email: string; isSuperAdmin: boolean; totalUnreadNotification: number }>(
      'GET',
      '/users/info',
      {
        as: 'super@demo.test',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('super@demo.test');
    expect(res.body.isSuperAdmin).toBe(true);
    expect(res.body.totalUnreadNotification).toBeGreaterThan(0);
  });

  it('does not take a subject written another way (01) for the user it resembles', async () => {
    const id = idOf('super@demo.test');
    const res = await call('GET', '/users/info', { headers: { Authorization: `Bearer test-0${id}` } });
    expect(res.status).toBe(403);
  });

  it('answers 401 with a Bearer challenge without a valid token', async () => {
    const res = await call('GET', '/users/info', { headers: { Authorization: 'Bearer forged' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});

describe('GET /users/space', () => {
  it('shows a super admin everything, admin everywhere', async () => {
    const { body } = await call<Space>('GET', '/users/space', { as: 'super@demo.test' });
    expect(body.isSuperAdmin).toBe(true);
    expect(body.organizations.map((o) => o.name).sort()).toEqual(['Acme AI', 'Globex']);
    expect(body.organizations.every((o) => o.isAdmin && o.branches.every((b) => b.isAdmin))).toBe(true);
  });

  it('shows an organization admin their organization only, admin down to its projects', async () => {
    const { body } = await call<Space>('GET', '/users/space', { as: 'org.admin@demo.test' });
    expect(body.organizations.map((o) => o.name)).toEqual(['Acme AI']);
    const acme = body.organizations[0];
    expect(acme?.isAdmin).toBe(true);
    expect(acme?.branches.map((b) => b.name)).toEqual(['Research', 'Production']);
    expect(acme?.branches.flatMap((b) => b.projects).every((p) => p.isAdmin)).toBe(true);
  });

  it('shows a branch admin the path to their branch: not admin of the organization', async () => {
    const { body } = await call<Space>('GET', '/users/space', { as: 'branch.admin@demo.test' });
    const acme = body.organizations[0];
    expect(acme?.isAdmin).toBe(false);
    expect(acme?.branches.map((b) => [b.name, b.isAdmin])).toEqual([['Research', true]]);
    expect(acme?.branches[0]?.projects.map((p) => p.name)).toEqual(['Vision Lab', 'Speech Lab', 'Language Models']);
  });

  it('shows a member only the path to their project, with its services', async () => {
    const { body } = await call<Space>('GET', '/users/space', { as: 'member@demo.test' });
    const research = body.organizations[0]?.branches[0];
    expect(research?.isAdmin).toBe(false);
    expect(research?.projects.map((p) => [p.name, p.isAdmin])).toEqual([['Vision Lab', false]]);
    expect(research?.projects[0]?.services.map((s) => s.id)).toEqual([1, 2, 3, 5]);
  });

  it('gives someone with no role an empty space', async () => {
    const { body } = await call<Space>('GET', '/users/space', { as: 'nobody@demo.test' });
    expect(body).toEqual({ isSuperAdmin: false, organizations: [] });
  });
});

describe('users', () => {
  it('lists the members of a project for its admin, filtered by role', async () => {
    const space = await call<Space & { organizations: { branches: { projects: { id: number }[] }[] }[] }>(
      'GET',
      '/users/space',
      {
        as: 'project.admin@demo.test',
      },
    );
    const projectId = space.body.organizations[0]?.branches[0]?.projects[0]?.id;
    const res = await call<{ items: { email: string }[]; total: number }>(
      'GET',
      `/users?projectId=${projectId}&role=MEMBER`,
      {
        as: 'project.admin@demo.test',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((u) => u.email)).toEqual(['member@demo.test']);
  });

  it("accepts the spec's spelling Role for the role filter", async () => {
    const vision = await call<{ items: { id: number }[] }>('GET', '/workspace/project?search=Vision', {
      as: 'project.admin@demo.test',
    });
    const url = `/users?projectId=${vision.body.items[0]?.id}`;
    const admins = await call<{ items: { email: string }[] }>('GET', `${url}&Role=ADMIN`, {
      as: 'project.admin@demo.test',
    });
    expect(admins.status).toBe(200);
    expect(admins.body.items.map((u) => u.email)).toEqual(['project.admin@demo.test']);
    const bad = await call<{ details: Record<string, unknown> }>('GET', `${url}&Role=OWNER`, {
      as: 'project.admin@demo.test',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details)).toEqual(['Role']);
  });

  it('refuses the platform-wide list to anyone but a super admin', async () => {
    expect((await call('GET', '/users', { as: 'org.admin@demo.test' })).status).toBe(403);
    const all = await call<{ total: number }>('GET', '/users?pageSize=100', { as: 'super@demo.test' });
    expect(all.body.total).toBe(8);
  });

  it('invites a person at a branch, and refuses the same email twice', async () => {
    const { body: branches } = await call<{ items: { id: number; name: string }[] }>(
      'GET',
      '/branches?search=Research',
      {
        as: 'org.admin@demo.test',
      },
    );
    const research = branches.items[0];
    const orgId = (await call<{ items: { id: number }[] }>('GET', '/organizations', { as: 'org.admin@demo.test' })).body
      .items[0]?.id;
    const invite = {
      email: 'New.Person@Example.test',
      name: 'New Person',
      organizationId: orgId,
      branchId: research?.id,
      role: 'MEMBER',
    };
    const res = await call<{ email: string; isNewUser: boolean; assignments: { scope: string; branchName: string }[] }>(
      'POST',
      '/users',
      {
        as: 'branch.admin@demo.test',
        body: invite,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.email).toBe('new.person@example.test');
    expect(res.body.isNewUser).toBe(true);
    expect(res.body.assignments).toMatchObject([{ scope: 'BRANCH', branchName: 'Research' }]);
    const again = await call<{ details: Record<string, unknown> }>('POST', '/users', {
      as: 'branch.admin@demo.test',
      body: invite,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'A user with the email new.person@example.test already exists',
      details: { email: 'A user with the email new.person@example.test already exists' },
    });
    const exists = await call<{ exists: boolean }>('GET', '/users/isUserExit?email=new.person%40example.test', {
      as: 'branch.admin@demo.test',
    });
    expect(exists.body.exists).toBe(true);
  });

  it('tells an admin only about accounts in places they can see, a super admin about any', async () => {
    const ask = (as: string, email: string) =>
      call<{ exists: boolean }>('GET', `/users/isUserExit?email=${encodeURIComponent(email)}`, { as });
    expect((await ask('org.admin@demo.test', 'member@demo.test')).body.exists).toBe(true);
    // Gil belongs to Globex only: an Acme admin cannot learn that his account exists.
    expect((await ask('org.admin@demo.test', 'gil@globex.test')).body.exists).toBe(false);
    expect((await ask('org.admin@demo.test', 'nobody@demo.test')).body.exists).toBe(false);
    expect((await ask('super@demo.test', 'gil@globex.test')).body.exists).toBe(true);
    expect((await ask('super@demo.test', 'nobody@demo.test')).body.exists).toBe(true);
  });

  it('validates the invite body field by field, unknown fields included', async () => {
    const res = await call<{ message: string; details: Record<string, string[]> }>('POST', '/users', {
      as: 'super@demo.test',
      body: { email: 'not-an-email', name: '', organizationId: 1, role: 'OWNER', extra: true },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details).sort()).toEqual(['email', 'extra', 'name', 'role']);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await call('POST', '/users', {
      as: 'super@demo.test',
      body: 'email=a@b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('lets a user read themselves but not a stranger', async () => {
    expect((await call('GET', `/users/${idOf('nobody@demo.test')}`, { as: 'nobody@demo.test' })).status).toBe(200);
    expect((await call('GET', `/users/${idOf('member@demo.test')}`, { as: 'nobody@demo.test' })).status).toBe(403);
  });

  it('deactivates and reactivates a member; a deactivated user is refused', async () => {
    const member = idOf('member@demo.test');
    const off = await call<{ isActive: boolean }>('PUT', `/users/${member}/activate/false`, {
      as: 'project.admin@demo.test',
    });
    expect(off.body.isActive).toBe(false);
    expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(403);
    await call('PUT', `/users/${member}/activate/true`, { as: 'project.admin@demo.test' });
    expect((await call('GET', '/users/info', { as: 'member@demo.test' })).status).toBe(200);
  });
});

describe('user administration', () => {
  it('renames yourself, and refuses an email that is taken with 409', async () => {
    const me = idOf('member@demo.test');
    const renamed = await call<{ name: string }>('POST', `/users/${me}`, {
      as: 'member@demo.test',
      body: { name: 'Max M.' },
    });
    expect(renamed.body.name).toBe('Max M.');
    const taken = await call('POST', `/users/${me}`, { as: 'member@demo.test', body: { email: 'super@demo.test' } });
    expect(taken.status).toBe(409);
    // Keyed by field like any form error, naming the conflict, and without the database's own wording.
    expect(taken.body).toEqual({
      message: 'A user with the email super@demo.test already exists',
      details: { email: 'A user with the email super@demo.test already exists' },
    });
  });

  it('re-invites only people who never signed in', async () => {
    expect((await call('POST', `/users/${idOf('greta@globex.test')}/reinvite`, { as: 'super@demo.test' })).status).toBe(
      200,
    );
    expect((await call('POST', `/users/${idOf('member@demo.test')}/reinvite`, { as: 'super@demo.test' })).status).toBe(
      409,
    );
  });

  it('assigns a role at a project, which then shows in that user’s space', async () => {
    const nobody = idOf('nobody@demo.test');
    const speech = await call<{ items: { id: number; organizationId: number }[] }>(
      'GET',
      '/workspace/project?search=Speech',
      {
        as: 'branch.admin@demo.test',
      },
    );
    const project = speech.body.items[0];
    const body = { organizationId: project?.organizationId, projectId: project?.id, role: 'ADMIN' };
    // Someone outside the organization is taken in by a super admin, not by the branch admin, who is answered as
    // if there were no such user (the rule of rank, `access/rank.ts`).
    expect((await call('POST', `/workspace/users/${nobody}`, { as: 'branch.admin@demo.test', body })).status).toBe(404);
    const assigned = await call<{ assignments: { scope: string; projectName: string; role: string }[] }>(
      'POST',
      `/workspace/users/${nobody}`,
      { as: 'super@demo.test', body },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignments).toMatchObject([{ scope: 'PROJECT', projectName: 'Speech Lab', role: 'ADMIN' }]);
    const space = await call<Space>('GET', `/users/${nobody}/space`, { as: 'branch.admin@demo.test' });
    expect(space.body.organizations[0]?.branches[0]?.projects.map((p) => [p.name, p.isAdmin])).toEqual([
      ['Speech Lab', true],
    ]);
  });

  it('refuses an assignment whose organization does not contain the project', async () => {
    const res = await call<{ details: Record<string, unknown> }>(
      'POST',
      `/workspace/users/${idOf('nobody@demo.test')}`,
      {
        as: 'super@demo.test',
        body: { organizationId: 424242, projectId: 1, role: 'MEMBER' },
      },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.details)).toEqual(['organizationId']);
  });

  it('accepts a password reset request the same way whether or not the email exists', async () => {
    const known = await call<{ message: string }>('POST', '/users/reset', {
      as: 'nobody@demo.test',
      body: { email: 'member@demo.test' },
    });
    const unknown = await call<{ message: string }>('POST', '/users/reset', {
      as: 'nobody@demo.test',
      body: { email: 'x@nowhere.test' },
    });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
  });
});

describe('acting on more powerful people', () => {
  it('refuses a project admin acting on an organization admin who is also a member of their project', async () => {
    const vision = await call<{ items: { id: number; organizationId: number }[] }>(
      'GET',
      '/workspace/project?search=Vision',
      {
        as: 'project.admin@demo.test',
      },
    );
    const project = vision.body.items[0];
    const orgAdmin = idOf('org.admin@demo.test');
    const assigned = await call('POST', `/workspace/users/${orgAdmin}`, {
      as: 'super@demo.test',
      body: { organizationId: project?.organizationId, projectId: project?.id, role: 'MEMBER' },
    });
    expect(assigned.status).toBe(200);
    expect((await call('PUT', `/users/${orgAdmin}/activate/false`, { as: 'project.admin@demo.test' })).status).toBe(
      403,
    );
    expect((await call('GET', `/users/${orgAdmin}`, { as: 'project.admin@demo.test' })).status).toBe(403);
    expect((await call('GET', `/users/${orgAdmin}`, { as: 'super@demo.test' })).status).toBe(200);
  });
});

describe('DELETE /workspace/users/{id}', () => {
  it('removes a role at a scope; a second removal is 404', async () => {
    const vision = await call<{ items: { id: number; organizationId: number }[] }>(
      'GET',
      '/workspace/project?search=Vision',
      {
        as: 'project.admin@demo.test',
      },
    );
    const project = vision.body.items[0];
    const greta = idOf('greta@globex.test');
    await call('POST', `/workspace/users/${greta}`, {
      as: 'super@demo.test',
      body: { organizationId: project?.organizationId, projectId: project?.id, role: 'MEMBER' },
    });
    const url = `/workspace/users/${greta}?organizationId=${project?.organizationId}&projectId=${project?.id}`;
    const removed = await call<{ assignments: { projectName: string | null }[] }>('DELETE', url, {
      as: 'project.admin@demo.test',
    });
    expect(removed.status).toBe(200);
    // Her Globex role stays, out of the project admin's sight.
    expect(removed.body.assignments).toEqual([]);
    expect((await call('DELETE', url, { as: 'project.admin@demo.test' })).status).toBe(404);
  });
});

describe('assignments in other tenants', () => {
  it('are left out of a user as seen by an admin of one tenant', async () => {
    const member = idOf('member@demo.test');
    const globex = await call<{ items: { id: number; organizationId: number; name: string }[] }>(
      'GET',
      '/workspace/project?search=Demand',
      { as: 'super@demo.test' },
    );
    const project = globex.body.items[0];
    const assigned = await call('POST', `/workspace/users/${member}`, {
      as: 'super@demo.test',
      body: { organizationId: project?.organizationId, projectId: project?.id, role: 'MEMBER' },
    });
    expect(JSON.stringify(assigned.body)).toContain('Globex');
    const seen = await call<{ assignments: { projectName: string | null }[] }>('GET', `/users/${member}`, {
      as: 'project.admin@demo.test',
    });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toMatch(/Globex|Demand Forecast/);
    expect(seen.body.assignments.map((a) => a.projectName)).toEqual(['Vision Lab']);
    const vision = await call<{ items: { id: number }[] }>('GET', '/workspace/project?search=Vision', {
      as: 'project.admin@demo.test',
    });
    const listed = await call('GET', `/users?projectId=${vision.body.items[0]?.id}`, { as: 'project.admin@demo.test' });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toMatch(/Globex|Demand Forecast/);
  });
});

describe("another user's space", () => {
  it('shows only the branches and projects the caller can see', async () => {
    const member = idOf('member@demo.test');
    const speech = await call<{ items: { id: number; organizationId: number }[] }>(
      'GET',
      '/workspace/project?search=Speech',
      { as: 'super@demo.test' },
    );
    const project = speech.body.items[0];
    await call('POST', `/workspace/users/${member}`, {
      as: 'super@demo.test',
      body: { organizationId: project?.organizationId, projectId: project?.id, role: 'MEMBER' },
    });
    const asBranchAdmin = await call<Space>('GET', `/users/${member}/space`, { as: 'branch.admin@demo.test' });
    expect(asBranchAdmin.body.organizations[0]?.branches[0]?.projects.map((p) => p.name)).toEqual([
      'Vision Lab',
      'Speech Lab',
    ]);
    // The Vision Lab admin does not learn that Speech Lab exists, nor that the member belongs to it.
    const asProjectAdmin = await call<Space>('GET', `/users/${member}/space`, { as: 'project.admin@demo.test' });
    expect(asProjectAdmin.status).toBe(200);
    expect(asProjectAdmin.body.organizations.map((o) => o.branches.map((b) => b.projects.map((p) => p.name)))).toEqual([
      [['Vision Lab']],
    ]);
  });
});

describe('POST /users/{id} (the edit form’s rules)', () => {
  it('lets an admin over every place of the user change the account, and refuses the rest with 403', async () => {
    const vision = await call<{ items: { id: number; organizationId: number }[] }>(
      'GET',
      '/workspace/project?search=Vision',
      { as: 'org.admin@demo.test' },
    );
    const project = vision.body.items[0];
    const place = { organizationId: project?.organizationId, projectId: project?.id };
    // Someone new, only in the org admin's organization (earlier tests move the demo people around).
    const invited = await call<{ id: number }>('POST', '/users', {
      as: 'super@demo.test',
      body: { email: 'edda.edit@demo.test', name: 'Edda Edit', ...place, role: 'MEMBER' },
    });
    expect(invited.status).toBe(201);
    const edda = invited.body.id;
    const renamed = await call<{ name: string }>('POST', `/users/${edda}`, {
      as: 'org.admin@demo.test',
      body: { name: 'Edda E.' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Edda E.');
    // Once she also belongs to Globex, her account is not Acme's admin's to rename or disable; her Acme role is.
    const orgs = await call<{ items: { id: number; name: string }[] }>('GET', '/organizations?search=Globex', {
      as: 'super@demo.test',
    });
    const globex = orgs.body.items.find((o) => o.name === 'Globex');
    expect(
      (
        await call('POST', `/workspace/users/${edda}`, {
          as: 'super@demo.test',
          body: { organizationId: globex?.id, role: 'MEMBER' },
        })
      ).status,
    ).toBe(200);
    expect((await call('POST', `/users/${edda}`, { as: 'org.admin@demo.test', body: { name: 'E.' } })).status).toBe(
      403,
    );
    expect((await call('PUT', `/users/${edda}/activate/false`, { as: 'org.admin@demo.test' })).status).toBe(403);
    const promoted = await call<{ assignments: { projectId: number | null; role: string }[] }>(
      'POST',
      `/workspace/users/${edda}`,
      { as: 'org.admin@demo.test', body: { ...place, role: 'ADMIN' } },
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.assignments.find((a) => a.projectId === project?.id)?.role).toBe('ADMIN');
  });
});
