/**
 * The authorization matrix, generated from the rules table: every endpoint, every demo user, on the
 * user's own tenant (Acme AI) and on the other tenant (Globex). Each request carries an unknown query
 * parameter (and an unknown body field), so a permitted call stops at validation (400) and nothing
 * changes, while a refused one answers 403 before validation.
 */
import { contractRoutes } from '@console/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../areas/branches/tables';
import { inferenceDeployments, inferencePermissions, inferenceSchedules } from '../areas/deployments/tables';
import { organizations } from '../areas/organizations/tables';
import { projects } from '../areas/projects/tables';
import { roleAssignments, users } from '../areas/users/tables';
import demo from '../seed/demo-accounts.json';
import { setupTestStack } from '../testing/harness';
import { type EndpointId, type Need, type Rule, rules } from './rules';

const { ctx, idOf, tokenFor } = setupTestStack();

type Level = 'organization' | 'branch' | 'project';
type Tenant = 'own' | 'other';

/**
 * The demo users' roles, written out by hand from the seed (independent of the server's resolver):
 * the priority each has on Acme AI, Research and Vision Lab. On Globex only the super admin has any.
 */
const ownPriority: Record<string, Record<Level, number>> = {
  'super@demo.test': { organization: 1, branch: 1, project: 1 },
  'org.admin@demo.test': { organization: 2, branch: 2, project: 2 },
  'branch.admin@demo.test': { organization: 5, branch: 3, project: 3 },
  'project.admin@demo.test': { organization: 5, branch: 5, project: 4 },
  'member@demo.test': { organization: 5, branch: 5, project: 5 },
  'nobody@demo.test': { organization: 99, branch: 99, project: 99 },
};
const adminLevel: Record<Level, number> = { organization: 2, branch: 3, project: 4 };
const isAnyAdmin = (email: string) =>
  ['super', 'org.admin', 'branch.admin', 'project.admin'].some((p) => email.startsWith(`${p}@`));

function priority(email: string, tenant: Tenant, level: Level) {
  if (email === 'super@demo.test') return 1;
  return tenant === 'own' ? (ownPriority[email]?.[level] ?? 99) : 99;
}

/**
 * On the own tenant's probe deployment the member holds CALL (granted in `beforeAll`); admins of the
 * project and wider hold everything; on the other tenant's nobody but the super admin gets that far.
 */
const memberOnProbe = 'CALL';

function expectedAllowed(rule: Rule, email: string, tenant: Tenant): boolean {
  const t = rule.target;
  if (t.kind === 'deployment') {
    const p = priority(email, tenant, 'project');
    if (p <= adminLevel.project) return true;
    return p === 5 && t.needs === memberOnProbe;
  }
  if (t.kind === 'self') return tenant === 'own';
  if (t.kind === 'user' && t.orSelf && tenant === 'own' && email === 'member@demo.test') return true;
  const need: Need = rule.need;
  if (need === 'signedIn') return true;
  if (need === 'super') return email === 'super@demo.test';
  if (need === 'anyAdmin') return isAnyAdmin(email);
  // Targets inside a tenant: the level the endpoint acts on. A user target is the member (Vision Lab)
  // or Greta (Demand Forecast); a scope target is the project.
  const level: Level = t.kind === 'organization' || t.kind === 'branch' || t.kind === 'project' ? t.kind : 'project';
  const p = priority(email, tenant, level);
  if (need === 'member') return p <= 5;
  if (need === 'admin') return p <= adminLevel[level];
  if (need === 'parentAdmin') return p <= adminLevel[level] - 1;
  return false;
}

const ids = {
  own: { organization: 0, branch: 0, project: 0, deployment: 0, schedule: 0 },
  other: { organization: 0, branch: 0, project: 0, deployment: 0, schedule: 0 },
};

beforeAll(async () => {
  const db = ctx.database.db;
  const find = async (org: string, branch: string, project: string) => {
    const [o] = await db.select().from(organizations).where(eq(organizations.name, org));
    const [b] = await db.select().from(branches).where(eq(branches.name, branch));
    const [p] = await db.select().from(projects).where(eq(projects.name, project));
    if (!o || !b || !p) throw new Error('seed missing');
    // A deployment with an uptime window in the project, for the routes on one deployment.
    const config = { sourceType: 'CUSTOM', predefinedModelId: null, modelVersion: null, image: 'r.example/m:1' };
    const [d] = await db
      .insert(inferenceDeployments)
      .values({
        projectId: p.id,
        name: 'matrix-probe',
        status: 'RUNNING',
        config: {
          ...config,
          modelPath: '/m',
          task: 'embedding',
          backend: 'PYTHON',
          replicasMin: 1,
          replicasMax: 1,
          gpuType: null,
          gpuCount: 0,
        },
      } as typeof inferenceDeployments.$inferInsert)
      .returning();
    if (!d) throw new Error('probe deployment missing');
    const window = { deploymentId: d.id, weekDays: ['MON' as const], start: '00:00', end: '24:00', timeZone: 'UTC' };
    const [w] = await db.insert(inferenceSchedules).values(window).returning();
    return { organization: o.id, branch: b.id, project: p.id, deployment: d.id, schedule: w?.id ?? 0 };
  };
  ids.own = await find('Acme AI', 'Research', 'Vision Lab');
  ids.other = await find('Globex', 'Headquarters', 'Demand Forecast');
  await db
    .insert(inferencePermissions)
    .values({ deploymentId: ids.own.deployment, userId: idOf('member@demo.test'), access: memberOnProbe });
});

/** A rule with the method and path of its contract route. */
type Endpoint = Rule & { method: string; path: string };

/** The request that exercises `rule` as `email` on a tenant. */
function requestFor(rule: Endpoint, email: string, tenant: Tenant) {
  const t = rule.target;
  const scope = ids[tenant];
  let id = 0;
  let body: Record<string, unknown> | undefined;
  let query = 'matrixProbe=1';
  if (t.kind === 'self')
    id = tenant === 'own' ? idOf(email) : idOf(email === 'member@demo.test' ? 'nobody@demo.test' : 'member@demo.test');
  else if (t.kind === 'user') id = idOf(tenant === 'own' ? 'member@demo.test' : 'greta@globex.test');
  else if (t.kind === 'organization' || t.kind === 'branch' || t.kind === 'project') {
    if (t.from.in === 'param') id = scope[t.kind];
    else if (t.from.in === 'json') body = { [t.from.name]: scope[t.kind] };
    else query += `&${t.from.name}=${scope[t.kind]}`;
  } else if (t.kind === 'deployment') {
    const target = t.via === 'schedule' ? scope.schedule : scope.deployment;
    if (t.from.in === 'param') id = target;
    else if (t.from.in === 'json') body = { [t.from.name]: target };
    else query += `&${t.from.name}=${target}`;
  } else if (t.kind === 'scope') {
    if (t.in === 'json') body = { organizationId: scope.organization, projectId: scope.project };
    else query += `&organizationId=${scope.organization}&projectId=${scope.project}`;
  }
  if (rule.method !== 'get' && rule.method !== 'delete') body = { ...body, matrixProbe: true };
  if (t.kind === 'user' && rule.path.includes('/users/{id}') && rule.method === 'post' && !body)
    body = { matrixProbe: true };
  const path = rule.path
    .replace('{projectId}', String(scope.project))
    .replace('{id}', String(id))
    .replace('{flag}', 'true')
    .replace('{serviceId}', '1');
  return { path: `${path}?${query}`, body };
}

const cases = contractRoutes.flatMap(({ operationId: endpoint, method, path }) => {
  const rule: Endpoint = { ...(rules[endpoint as EndpointId] as Rule), method, path };
  return demo.accounts.flatMap((account) =>
    (['own', 'other'] as const).map((tenant) => ({ endpoint, rule, email: account.email, tenant })),
  );
});

describe('authorization matrix', () => {
  it.each(cases.map((c) => [c.endpoint, c.email, c.tenant, c] as const))(
    '%s as %s on the %s tenant',
    async (_e, _u, _t, c) => {
      const { path, body } = requestFor(c.rule, c.email, c.tenant);
      const res = await ctx.request(path, {
        method: c.rule.method.toUpperCase(),
        headers: { Authorization: tokenFor(c.email), ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream')) await res.body?.cancel();
      else if (type.includes('application/json')) {
        expect(ctx.validate(c.rule.method, path, res.status, await res.json(), type)).toEqual([]);
      }
      const allowed = expectedAllowed(c.rule, c.email, c.tenant);
      if (allowed) expect([200, 400], `${c.endpoint} should let ${c.email} through`).toContain(res.status);
      else expect(res.status, `${c.endpoint} should refuse ${c.email}`).toBe(403);
    },
  );

  it('covers every endpoint of the table', () => {
    expect(new Set(cases.map((c) => c.endpoint)).size).toBe(Object.keys(rules).length);
  });
});

describe('taking over an account through an assignment', () => {
  const as = (email: string, method: string, path: string, body?: unknown) =>
    ctx.request(path, {
      method,
      headers: { Authorization: tokenFor(email), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const visionLab = () => ({
    organizationId: ids.own.organization,
    branchId: ids.own.branch,
    projectId: ids.own.project,
    role: 'MEMBER',
  });

  it('refuses a project admin pulling a super admin or an outsider into their project, as if there were no such user', async () => {
    for (const email of ['super@demo.test', 'nobody@demo.test', 'greta@globex.test']) {
      const res = await as('project.admin@demo.test', 'POST', `/workspace/users/${idOf(email)}`, visionLab());
      expect(res.status, email).toBe(404);
      expect(await res.json(), email).toEqual({ message: 'User not found' });
    }
  });

  it('refuses a project admin changing a super admin who is a member of their project', async () => {
    const superId = idOf('super@demo.test');
    expect((await as('super@demo.test', 'POST', `/workspace/users/${superId}`, visionLab())).status).toBe(200);
    const pwned = { email: 'pwned@evil.test' };
    expect((await as('project.admin@demo.test', 'POST', `/users/${superId}`, pwned)).status).toBe(403);
    expect((await as('project.admin@demo.test', 'PUT', `/users/${superId}/activate/false`)).status).toBe(403);
    expect((await as('org.admin@demo.test', 'PUT', `/users/${superId}/activate/false`)).status).toBe(403);
    expect((await as('super@demo.test', 'GET', '/users/info')).status).toBe(200);
  });

  it('refuses account-wide changes unless the caller administers every place the user belongs to', async () => {
    const greta = idOf('greta@globex.test');
    // Greta (Globex) also joins Vision Lab: its admin may see her there but not change her account.
    expect((await as('super@demo.test', 'POST', `/workspace/users/${greta}`, visionLab())).status).toBe(200);
    for (const email of ['project.admin@demo.test', 'org.admin@demo.test']) {
      expect((await as(email, 'POST', `/users/${greta}`, { email: 'pwned@evil.test' })).status, email).toBe(403);
      expect((await as(email, 'PUT', `/users/${greta}/activate/false`)).status, email).toBe(403);
      expect((await as(email, 'POST', `/users/${greta}/reinvite`)).status, email).toBe(403);
    }
    expect((await as('super@demo.test', 'PUT', `/users/${greta}/activate/true`)).status).toBe(200);
  });

  it('leaves an account that belongs nowhere to super admins', async () => {
    const nobody = idOf('nobody@demo.test');
    expect((await as('org.admin@demo.test', 'PUT', `/users/${nobody}/activate/false`)).status).toBe(403);
    expect((await as('super@demo.test', 'POST', `/users/${nobody}`, { name: 'Nora N.' })).status).toBe(200);
  });
});

describe('the rule of rank on role changes (assign, unassign, edit)', () => {
  const as = (email: string, method: string, path: string, body?: unknown) =>
    ctx.request(path, {
      method,
      headers: { Authorization: tokenFor(email), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const visionLab = (role = 'MEMBER') => ({
    organizationId: ids.own.organization,
    branchId: ids.own.branch,
    projectId: ids.own.project,
    role,
  });
  const unassignAtVisionLab = (id: number) =>
    `/workspace/users/${id}?organizationId=${ids.own.organization}&projectId=${ids.own.project}`;
  /** Someone of Acme AI's other branch (Production), who belongs nowhere in Research. */
  let elsewhere = 0;
  /** Someone of Globex only. */
  let outsider = 0;

  beforeAll(async () => {
    const db = ctx.database.db;
    const [production] = await db.select().from(branches).where(eq(branches.name, 'Production'));
    const [user] = await db.insert(users).values({ email: 'pia@production.test', name: 'Pia Production' }).returning();
    if (!production || !user) throw new Error('seed missing');
    elsewhere = user.id;
    await db
      .insert(roleAssignments)
      .values({ userId: user.id, organizationId: ids.own.organization, branchId: production.id, role: 'MEMBER' });
    const [globex] = await db.insert(users).values({ email: 'gus@globex.test', name: 'Gus Globex' }).returning();
    if (!globex) throw new Error('seed missing');
    outsider = globex.id;
    await db
      .insert(roleAssignments)
      .values({ userId: globex.id, organizationId: ids.other.organization, role: 'MEMBER' });
    // The organization admin also works in Vision Lab, as a member.
    await db.insert(roleAssignments).values({
      userId: idOf('org.admin@demo.test'),
      organizationId: ids.own.organization,
      branchId: ids.own.branch,
      projectId: ids.own.project,
      role: 'MEMBER',
    });
  });

  const rolesOf = async (id: number) =>
    (await ctx.database.db.select().from(roleAssignments).where(eq(roleAssignments.userId, id)))
      .map((r) => `${r.role}@${r.organizationId}/${r.branchId}/${r.projectId}`)
      .sort();

  it.each([
    ['project.admin@demo.test', 'org.admin@demo.test'],
    ['project.admin@demo.test', 'branch.admin@demo.test'],
    ['branch.admin@demo.test', 'org.admin@demo.test'],
  ])(
    'refuses %s raising, lowering or removing the project role of %s, who outranks them above it',
    async (caller, target) => {
      const id = idOf(target);
      if (target === 'branch.admin@demo.test') {
        expect((await as('super@demo.test', 'POST', `/workspace/users/${id}`, visionLab())).status).toBe(200);
      }
      const before = await rolesOf(id);
      for (const role of ['ADMIN', 'MEMBER']) {
        const res = await as(caller, 'POST', `/workspace/users/${id}`, visionLab(role));
        expect(res.status, `assign ${role}`).toBe(403);
        const edit = await as(caller, 'POST', `/users/${id}/edit`, { roles: [visionLab(role)] });
        expect(edit.status, `edit ${role}`).toBe(403);
      }
      expect((await as(caller, 'DELETE', unassignAtVisionLab(id))).status).toBe(403);
      expect(await rolesOf(id)).toEqual(before);
    },
  );

  it('lets an admin change the roles of someone of lower or equal rank', async () => {
    const member = idOf('member@demo.test');
    expect((await as('project.admin@demo.test', 'POST', `/workspace/users/${member}`, visionLab('ADMIN'))).status).toBe(
      200,
    );
    expect(
      (await as('project.admin@demo.test', 'POST', `/workspace/users/${member}`, visionLab('MEMBER'))).status,
    ).toBe(200);
    const projectAdmin = idOf('project.admin@demo.test');
    expect(
      (await as('org.admin@demo.test', 'POST', `/workspace/users/${projectAdmin}`, visionLab('ADMIN'))).status,
    ).toBe(200);
  });

  it('refuses a project admin pulling in someone of another branch exactly as it refuses a user who does not exist', async () => {
    const refusals = [];
    for (const id of [elsewhere, 999_999, outsider, idOf('nobody@demo.test')]) {
      const res = await as('project.admin@demo.test', 'POST', `/workspace/users/${id}`, visionLab('ADMIN'));
      const edit = await as('project.admin@demo.test', 'POST', `/users/${id}/edit`, { roles: [visionLab('ADMIN')] });
      refusals.push({ status: res.status, body: await res.text() }, { status: edit.status, body: await edit.text() });
    }
    expect(refusals[0]?.status).toBe(404);
    expect(JSON.stringify(refusals)).not.toContain('pia@production.test');
    for (const refusal of refusals.slice(0, 2)) expect(refusal).toEqual(refusals[2]);
    for (const refusal of refusals.slice(4)) expect(refusal.status).toBe(404);
    expect(await rolesOf(elsewhere)).toHaveLength(1);
  });

  it('lets a branch admin decide to bring someone of another branch of the organization into a project', async () => {
    const res = await as('branch.admin@demo.test', 'POST', `/workspace/users/${elsewhere}`, visionLab());
    expect(res.status).toBe(200);
    expect((await as('branch.admin@demo.test', 'DELETE', unassignAtVisionLab(elsewhere))).status).toBe(200);
  });
});
