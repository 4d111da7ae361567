/**
 * The lists paged by keyset (users, tickets, deployments, notebooks; the audit log by its cursor) answer
 * exactly what a plain reference query answers (`ORDER BY … LIMIT … OFFSET`, and a count) on the same data:
 * the same rows in the same order and the same total, for random callers, filters, searches, sorts and
 * pages, when paging through in turn (each page seeking from the last), and again after rows are added and
 * deleted behind the API's back (the change feed must drop what was remembered).
 */
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inferenceDeployments, inferencePermissions } from '../areas/deployments/tables';
import { notebooks } from '../areas/notebooks/tables';
import { projects } from '../areas/projects/tables';
import { tickets } from '../areas/tickets/tables';
import { roleAssignments, users } from '../areas/users/tables';
import { seededRandom } from '../domain/seededRandom';
import type { setupTestStack } from '../testing/harness';
import { setUserSearchProbe } from './listText';

/** Hundreds of requests and reference queries each: room for a loaded machine. */
const LONG = 300_000;

const pick = <T>(next: () => number, from: readonly T[]): T => from[Math.floor(next() * from.length)] as T;

type Query = Record<string, string | number | boolean | undefined>;
const queryString = (q: Query) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
const like = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The cases, on the stack `stack` (PGlite in keysetLists.test.ts, PostgreSQL in keysetLists.postgres.test.ts). */
export function keysetListsCases({ ctx, call, idOf }: ReturnType<typeof setupTestStack>) {
  let vision = { id: 0, organizationId: 0, branchId: 0 };
  let acmeId = 0;
  let researchId = 0;

  const rowsOf = async <T>(query: SQL) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  /** The reference: ids in list order of one plain query, with LIMIT and OFFSET, and the count of the same filter. */
  async function plain(from: SQL, where: SQL, order: SQL, q: Query) {
    const size = Number(q.pageSize ?? 20);
    const offset = Number(q.pageIndex ?? 0) * size;
    const ids = await rowsOf<{ id: number }>(
      sql`select x.id from ${from} x where ${where} order by ${order} limit ${size} offset ${offset}`,
    );
    const [counted] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from ${from} x where ${where}`);
    return { ids: ids.map((r) => Number(r.id)), total: counted?.n ?? 0 };
  }
  const direction = (q: Query) => sql.raw(q.sortOrder === 'ASC' ? 'asc' : 'desc');
  /** Whether `userId` holds ADMIN at the organization, branch or project of the row `x` (reference visibility). */
  const adminOver = (
    userId: number,
    org: SQL,
    branch: SQL,
    project: SQL,
  ) => sql`exists (select 1 from role_assignments r
    where r.user_id = ${userId} and r.role = 'ADMIN' and (
      (r.branch_id is null and r.organization_id = ${org})
      or (r.branch_id is not null and r.project_id is null and r.branch_id = ${branch})
      or (r.project_id is not null and r.project_id = ${project})))`;

  async function compare(
    email: string,
    path: string,
    q: Query,
    want: { ids: number[]; total: number },
    read: (body: never) => { ids: number[]; total: number } = (body: { items: { id: number }[]; total: number }) => ({
      ids: body.items.map((i) => i.id),
      total: body.total,
    }),
  ) {
    const res = await call('GET', `${path}?${queryString(q)}`, { as: email });
    expect(res.status, `${email} ${path}?${queryString(q)}`).toBe(200);
    expect(read(res.body as never), `${email} ${path}?${queryString(q)}`).toEqual(want);
  }

  // --- Users ------------------------------------------------------------------------------------------
  const userRef = (q: Query) => {
    const column = { ID: sql`x.id`, NAME: sql`x.name`, CREATED_AT: sql`x.created_at` }[String(q.sortBy ?? 'ID')];
    const scope =
      q.projectId !== undefined
        ? sql`and r.project_id = ${Number(q.projectId)}`
        : q.branchId !== undefined
          ? sql`and r.branch_id = ${Number(q.branchId)}`
          : q.organizationId !== undefined
            ? sql`and r.organization_id = ${Number(q.organizationId)}`
            : sql``;
    const scoped = q.organizationId !== undefined || q.role !== undefined;
    const where = sql`true
      ${scoped ? sql`and exists (select 1 from role_assignments r where r.user_id = x.id ${scope} ${q.role ? sql`and r.role = ${String(q.role)}` : sql``})` : sql``}
      ${q.search ? sql`and (x.name ilike ${like(String(q.search))} or x.email ilike ${like(String(q.search))})` : sql``}
      ${q.isActive !== undefined ? sql`and x.active = ${q.isActive === 'true'}` : sql``}
      ${q.isNewUser !== undefined ? sql`and x.is_new_user = ${q.isNewUser === 'true'}` : sql``}`;
    return plain(sql`users`, where, sql`${column} ${direction(q)}, x.id desc`, q);
  };
  const userQuery = (next: () => number, email: string): Query => {
    // A super admin lists every user or those of a scope; an organization admin those of Acme or a branch in
    // it; a branch admin those of Research.
    const wide = email === 'super@demo.test' ? next() : email === 'org.admin@demo.test' ? 0.4 + next() * 0.6 : 1;
    const scope =
      wide < 0.4 ? {} : wide < 0.7 ? { organizationId: acmeId } : { organizationId: acmeId, branchId: researchId };
    return {
      ...scope,
      sortBy: pick(next, ['ID', 'NAME', 'CREATED_AT', undefined]),
      sortOrder: pick(next, ['ASC', 'DESC', undefined]),
      pageIndex: pick(next, [0, 0, 1, 2, 3, 5, 9, 40]),
      pageSize: pick(next, [5, 7, 20]),
      search: next() < 0.25 ? pick(next, ['twin', 'KEY', '_', '100%', 'zzz', 'demo']) : undefined,
      isActive: next() < 0.2 ? pick(next, ['true', 'false']) : undefined,
      isNewUser: next() < 0.1 ? pick(next, ['true', 'false']) : undefined,
      role: next() < 0.2 ? pick(next, ['ADMIN', 'MEMBER']) : undefined,
    };
  };

  // --- Tickets ----------------------------------------------------------------------------------------
  const ticketRef = (email: string, q: Query) => {
    const me = idOf(email);
    const column = {
      ID: sql`x.id`,
      CREATED_AT: sql`x.created_at`,
      PRIORITY: sql`case x.priority when 'CRITICAL' then 0 when 'HIGH' then 1 when 'MEDIUM' then 2 else 3 end`,
      DUE: sql`x.resolution_due_at`,
    }[String(q.sortBy ?? 'ID')];
    const order =
      q.sortBy === 'DUE'
        ? sql`${column} ${direction(q)} nulls last, x.id desc`
        : sql`${column} ${direction(q)}, x.id desc`;
    const search = q.search === undefined ? undefined : String(q.search);
    const idSearch = search && /^#?\d{1,9}$/.test(search.trim()) ? Number(search.trim().replace('#', '')) : undefined;
    const where = sql`(${email === 'super@demo.test'} or x.requester_id = ${me}
        or ${adminOver(me, sql`x.organization_id`, sql`x.branch_id`, sql`x.project_id`)})
      ${q.projectId !== undefined ? sql`and x.project_id = ${Number(q.projectId)}` : q.branchId !== undefined ? sql`and x.branch_id = ${Number(q.branchId)}` : q.organizationId !== undefined ? sql`and x.organization_id = ${Number(q.organizationId)}` : sql``}
      ${q.status ? sql`and x.status = ${String(q.status)}` : sql``}
      ${q.priority ? sql`and x.priority = ${String(q.priority)}` : sql``}
      ${q.unassigned === 'true' ? sql`and x.assignee_id is null` : sql``}
      ${q.mine === 'true' ? sql`and x.requester_id = ${me}` : sql``}
      ${q.breached === 'true' ? sql`and (x.first_response_breached or x.resolution_breached)` : sql``}
      ${q.breached === 'false' ? sql`and not x.first_response_breached and not x.resolution_breached` : sql``}
      ${search ? sql`and (x.subject ilike ${like(search)} ${idSearch !== undefined ? sql`or x.id = ${idSearch}` : sql``})` : sql``}`;
    return plain(sql`tickets`, where, order, q);
  };
  const ticketQuery = (next: () => number): Query => ({
    sortBy: pick(next, ['ID', 'CREATED_AT', 'PRIORITY', 'DUE', undefined]),
    sortOrder: pick(next, ['ASC', 'DESC', undefined]),
    pageIndex: pick(next, [0, 0, 1, 2, 4, 7, 30]),
    pageSize: pick(next, [5, 8, 20]),
    search: next() < 0.2 ? pick(next, ['tie', 'GPU', '_', '7', '#3', 'zzz']) : undefined,
    status: next() < 0.2 ? pick(next, ['OPEN', 'IN_PROGRESS', 'RESOLVED']) : undefined,
    priority: next() < 0.15 ? pick(next, ['CRITICAL', 'HIGH', 'LOW']) : undefined,
    organizationId: next() < 0.2 ? acmeId : undefined,
    branchId: next() < 0.1 ? researchId : undefined,
    unassigned: next() < 0.1 ? 'true' : undefined,
    breached: next() < 0.1 ? pick(next, ['true', 'false']) : undefined,
    mine: next() < 0.1 ? 'true' : undefined,
  });

  // --- Deployments and notebooks (of one project) -----------------------------------------------------
  const projectListRef = (table: 'inference_deployments' | 'notebooks', email: string, q: Query) => {
    const me = idOf(email);
    const column = { ID: sql`x.id`, NAME: sql`x.name`, CREATED_AT: sql`x.created_at` }[String(q.sortBy ?? 'ID')];
    const admin = sql`(${email === 'super@demo.test'} or ${adminOver(me, sql`${vision.organizationId}`, sql`${vision.branchId}`, sql`${vision.id}`)})`;
    const own =
      table === 'notebooks'
        ? sql`x.owner_id = ${me}`
        : sql`x.id in (select p.deployment_id from inference_permissions p where p.user_id = ${me})`;
    const where = sql`x.project_id = ${vision.id} and (${admin} or ${own})
      ${q.status ? sql`and x.status = ${String(q.status)}` : sql``}
      ${q.search ? sql`and x.name ilike ${like(String(q.search))}` : sql``}`;
    return plain(sql.raw(table), where, sql`${column} ${direction(q)}, x.id desc`, q);
  };
  const projectListQuery = (next: () => number, statuses: string[]): Query => ({
    sortBy: pick(next, ['ID', 'NAME', 'CREATED_AT', undefined]),
    sortOrder: pick(next, ['ASC', 'DESC', undefined]),
    pageIndex: pick(next, [0, 0, 1, 2, 3, 6, 20]),
    pageSize: pick(next, [4, 7, 20]),
    search: next() < 0.2 ? pick(next, ['tie', 'B', '_', 'zzz']) : undefined,
    status: next() < 0.2 ? pick(next, statuses) : undefined,
  });
  const deploymentsPath = () => `/workspace/project/${vision.id}/ai/inferencing/projects/deployments`;
  const notebooksPath = () => `/workspace/project/${vision.id}/ai/jupyterhub`;

  // --- Audit log ----------------------------------------------------------------------------------------
  const auditRef = (email: string, f: Query, limit: number) => {
    const me = idOf(email);
    const where = sql`(${email === 'super@demo.test'} or ${adminOver(me, sql`x.organization_id`, sql`x.branch_id`, sql`x.project_id`)})
      ${f.organizationId !== undefined ? sql`and x.organization_id = ${Number(f.organizationId)}` : sql``}
      ${f.action !== undefined ? sql`and x.action = ${String(f.action)}` : sql``}
      ${f.resource !== undefined ? sql`and (x.resource_id = ${String(f.resource)} or x.resource_name ilike ${like(String(f.resource))})` : sql``}`;
    return { where, limit };
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    const [project] = await db.select().from(projects).where(sql`${projects.name} = 'Vision Lab'`);
    if (!project) throw new Error('the seed has no Vision Lab');
    vision = { id: project.id, organizationId: project.organizationId, branchId: project.branchId };
    acmeId = project.organizationId;
    researchId = project.branchId;
    const tie = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(n / 5), 0) + (n % 3) * 0.001);

    // Users: names that tie (and differ in case only), creation times that tie in fives, roles at Acme and
    // Research, some inactive.
    const added = await db
      .insert(users)
      .values(
        Array.from({ length: 120 }, (_, n) => ({
          email: `keyset.${n}@demo.test`,
          name: n % 6 === 0 ? `Twin ${Math.floor(n / 18)}` : n % 6 === 1 ? `twin ${n}` : `Key_${n} 100%`,
          active: n % 7 !== 0,
          isNewUser: n % 4 === 0,
          createdAt: tie(n),
        })),
      )
      .returning({ id: users.id });
    await db.insert(roleAssignments).values(
      added.map((u, n) => ({
        userId: u.id,
        organizationId: acmeId,
        branchId: n % 2 === 0 ? researchId : null,
        role: n % 3 === 0 ? ('ADMIN' as const) : ('MEMBER' as const),
      })),
    );

    // Tickets: priorities, due times that tie or are missing, creation times that tie, requesters and scopes.
    const requesters = [idOf('member@demo.test'), idOf('project.admin@demo.test'), idOf('org.admin@demo.test')];
    const priorities = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
    const statuses = ['OPEN', 'IN_PROGRESS', 'RESOLVED'] as const;
    await db.insert(tickets).values(
      Array.from({ length: 150 }, (_, n) => ({
        subject: n % 5 === 0 ? `Tie ${n % 3}` : `GPU_${n} 100% tie`,
        description: 'Keyset paging case',
        category: 'QUESTION' as const,
        priority: priorities[n % 4] ?? 'LOW',
        status: statuses[n % 3] ?? 'OPEN',
        requesterId: requesters[n % 3] ?? 0,
        assigneeId: n % 4 === 0 ? null : idOf('org.admin@demo.test'),
        organizationId: acmeId,
        branchId: n % 3 === 0 ? null : researchId,
        projectId: n % 3 === 2 ? vision.id : null,
        resolutionDueAt: n % 4 === 1 ? null : tie(n * 3),
        firstResponseBreached: n % 9 === 0,
        createdAt: tie(n),
      })),
    );

    // Deployments and notebooks of Vision Lab, with creation times that tie.
    const [template] = await db.select().from(inferenceDeployments).limit(1);
    if (!template) throw new Error('the seed has no deployment');
    const dStatuses = ['STOPPED', 'FAILED', 'PAUSED'] as const;
    const deployments = await db
      .insert(inferenceDeployments)
      .values(
        Array.from({ length: 70 }, (_, n) => ({
          projectId: vision.id,
          name: n % 4 === 0 ? `tie-${n}` : `b_${n}-model`,
          status: dStatuses[n % 3] ?? 'STOPPED',
          config: template.config,
          createdAt: tie(n),
          updatedAt: tie(n),
        })),
      )
      .returning({ id: inferenceDeployments.id });
    await db
      .insert(inferencePermissions)
      .values(
        deployments
          .filter((_, n) => n % 3 === 0)
          .map((d) => ({ deploymentId: d.id, userId: idOf('member@demo.test'), access: 'CALL' as const })),
      )
      .onConflictDoNothing();
    const owners = [idOf('member@demo.test'), idOf('project.admin@demo.test')];
    const nStatuses = ['STOPPED', 'FAILED'] as const;
    await db.insert(notebooks).values(
      Array.from({ length: 70 }, (_, n) => ({
        projectId: vision.id,
        ownerId: owners[n % 2] ?? 0,
        name: n % 4 === 0 ? `tie-${n}` : `B_${n}-nb`,
        imageId: 'jupyter-datascience',
        size: 'SMALL' as const,
        storageGiB: 10,
        status: nStatuses[n % 2] ?? 'STOPPED',
        createdAt: tie(n),
        updatedAt: tie(n),
      })),
    );

    // Projects at Research, for the project list's deep pages (it seeks from its outline the same way).
    await db.insert(projects).values(
      Array.from({ length: 50 }, (_, n) => ({
        organizationId: acmeId,
        branchId: researchId,
        name: `${n % 3 === 0 ? 'Keyset' : 'keyset'} project ${n}`,
        createdAt: tie(n),
      })),
    );

    // Audit entries at Acme, Research and Vision Lab.
    await db.execute(sql`insert into audit_entries (at, actor_kind, action, resource_kind, resource_id, resource_name,
        organization_id, branch_id, project_id)
      select now(), 'SYSTEM', case when n % 2 = 0 then 'UPDATE' else 'INVITE' end, 'PROJECT', (n % 13)::text,
        'Keyset ' || n, ${acmeId}::int, case when n % 3 = 0 then null else ${researchId}::int end,
        case when n % 3 = 2 then ${vision.id}::int else null end
      from generate_series(1, 130) n`);
  });

  const EMAILS = ['super@demo.test', 'org.admin@demo.test', 'branch.admin@demo.test', 'project.admin@demo.test'];
  const EVERYONE = [...EMAILS, 'member@demo.test'];

  /** Random cases of every list, each against its reference. */
  async function randomCases(seed: number, rounds: number) {
    const next = seededRandom(seed);
    for (let i = 0; i < rounds; i++) {
      const admin = pick(next, EMAILS.slice(0, 3));
      const anyone = pick(next, EVERYONE);
      const uq = userQuery(next, admin);
      // Only a super admin lists users outside a scope.
      await compare(admin, '/users', uq, await userRef(uq));
      const tq = ticketQuery(next);
      await compare(anyone, '/support/tickets', tq, await ticketRef(anyone, tq));
      const dq = projectListQuery(next, ['STOPPED', 'FAILED', 'PAUSED']);
      await compare(anyone, deploymentsPath(), dq, await projectListRef('inference_deployments', anyone, dq));
      const nq = projectListQuery(next, ['STOPPED', 'FAILED']);
      await compare(anyone, notebooksPath(), nq, await projectListRef('notebooks', anyone, nq));
    }
  }

  /** Every page of each list in turn (each seeking from the last), with a jump ahead now and then. */
  async function pageThrough() {
    for (const sortOrder of ['ASC', 'DESC']) {
      for (const sortBy of ['ID', 'NAME', 'CREATED_AT'])
        for (let pageIndex = 0; pageIndex < 14; pageIndex += pageIndex % 5 === 4 ? 2 : 1) {
          const q = { organizationId: acmeId, sortBy, sortOrder, pageIndex, pageSize: 9 };
          await compare('org.admin@demo.test', '/users', q, await userRef(q));
        }
      for (const sortBy of ['ID', 'CREATED_AT', 'PRIORITY', 'DUE'])
        for (let pageIndex = 0; pageIndex < 18; pageIndex += pageIndex % 5 === 4 ? 2 : 1) {
          const q = { sortBy, sortOrder, pageIndex, pageSize: 9 };
          await compare('org.admin@demo.test', '/support/tickets', q, await ticketRef('org.admin@demo.test', q));
        }
      for (const sortBy of ['ID', 'NAME', 'CREATED_AT'])
        for (let pageIndex = 0; pageIndex < 10; pageIndex++) {
          const q = { sortBy, sortOrder, pageIndex, pageSize: 8 };
          const who = pageIndex % 2 === 0 ? 'project.admin@demo.test' : 'member@demo.test';
          await compare(who, deploymentsPath(), q, await projectListRef('inference_deployments', who, q));
          await compare(who, notebooksPath(), q, await projectListRef('notebooks', who, q));
        }
    }
  }

  /**
   * Deep pages of each list out of order, each order read twice (the second deep read seeks from the list's
   * outline, every page's end read at once), pages past the end among them.
   */
  async function deepOutOfOrder(seed: number) {
    const next = seededRandom(seed);
    const shuffled = (pages: number[]) => pages.map((p) => [next(), p] as const).sort((a, b) => a[0] - b[0]);
    for (const sortOrder of ['ASC', 'DESC']) {
      for (const sortBy of ['ID', 'NAME', 'CREATED_AT'])
        for (const [, pageIndex] of shuffled([5, 9, 3, 12, 7, 4, 20, 6, 11])) {
          const q = { organizationId: acmeId, sortBy, sortOrder, pageIndex, pageSize: 7 };
          await compare('org.admin@demo.test', '/users', q, await userRef(q));
        }
      for (const sortBy of ['ID', 'CREATED_AT', 'PRIORITY', 'DUE'])
        for (const [, pageIndex] of shuffled([8, 3, 15, 5, 12, 4, 30, 9, 6])) {
          const q = { sortBy, sortOrder, pageIndex, pageSize: 7 };
          await compare('org.admin@demo.test', '/support/tickets', q, await ticketRef('org.admin@demo.test', q));
        }
      for (const sortBy of ['ID', 'NAME'])
        for (const [, pageIndex] of shuffled([6, 3, 9, 4, 11, 5, 7])) {
          const q = { sortBy, sortOrder, pageIndex, pageSize: 5 };
          const column = sortBy === 'NAME' ? sql`x.name` : sql`x.id`;
          const order = sql`${column} ${direction(q)}, x.id desc`;
          const want = await plain(sql`projects`, sql`x.organization_id = ${acmeId}`, order, q);
          await compare('org.admin@demo.test', '/workspace/project', q, want);
        }
      for (const sortBy of ['ID', 'NAME', 'CREATED_AT'])
        for (const who of ['project.admin@demo.test', 'member@demo.test'])
          for (const [, pageIndex] of shuffled([7, 3, 9, 4, 12, 5, 6])) {
            const q = { sortBy, sortOrder, pageIndex, pageSize: 6 };
            await compare(who, deploymentsPath(), q, await projectListRef('inference_deployments', who, q));
            await compare(who, notebooksPath(), q, await projectListRef('notebooks', who, q));
          }
    }
  }

  describe('lists paged by keyset against a plain reference query', () => {
    it('match for random callers, filters, searches, sorts and pages', async () => randomCases(37, 120), LONG);

    it(
      'match for user searches on either side of the search probe (matches read whole, or found in list order)',
      async () => {
        const next = seededRandom(41);
        setUserSearchProbe(12);
        try {
          for (let i = 0; i < 60; i++) {
            const admin = pick(next, EMAILS.slice(0, 3));
            const uq = { ...userQuery(next, admin), search: pick(next, ['twin', 'KEY', 'keyset', 'demo', 'zzz', '1']) };
            await compare(admin, '/users', uq, await userRef(uq));
          }
        } finally {
          setUserSearchProbe(undefined);
        }
      },
      LONG,
    );

    it(
      'match paging through every page in turn, and again after rows were added and deleted',
      async () => {
        await pageThrough();
        const db = ctx.database.db;
        // Behind the API's back, as another instance or a background job would: the change feed drops what was kept.
        await db.execute(sql`delete from users where email like 'keyset.1%'`);
        await db
          .insert(users)
          .values({ email: 'keyset.new@demo.test', name: 'Twin 0', createdAt: new Date(Date.UTC(2026, 0, 1)) });
        await db.execute(sql`delete from tickets where subject = 'Tie 1'`);
        await db.execute(sql`update tickets set priority = 'CRITICAL' where subject = 'Tie 2'`);
        await db.execute(sql`delete from inference_deployments where name like 'tie-%'`);
        await db.execute(sql`update notebooks set name = 'a-' || name where name like 'tie-%'`);
        await new Promise((r) => setTimeout(r, 200));
        await pageThrough();
        await randomCases(38, 40);
      },
      LONG,
    );

    it(
      'match for deep pages read out of order (seeking from the outline), and again after rows changed',
      async () => {
        await deepOutOfOrder(5);
        const db = ctx.database.db;
        await db.execute(sql`delete from users where email like 'keyset.2%'`);
        await db.execute(sql`update tickets set priority = 'LOW' where subject = 'Tie 0'`);
        await db.execute(sql`update inference_deployments set name = 'z-' || name where name like 'b_1%'`);
        await db.execute(sql`delete from notebooks where name like 'B_3%'`);
        await db.execute(sql`update projects set name = 'A ' || name where name like 'keyset project 1%'`);
        await new Promise((r) => setTimeout(r, 200));
        await deepOutOfOrder(6);
      },
      LONG,
    );

    it(
      'audit log pages by its cursor as a plain query pages by offset, with filters',
      async () => {
        const next = seededRandom(11);
        for (let round = 0; round < 12; round++) {
          const email = pick(next, EMAILS);
          const f: Query = {
            organizationId: next() < 0.3 ? acmeId : undefined,
            action: next() < 0.3 ? pick(next, ['UPDATE', 'INVITE']) : undefined,
            resource: next() < 0.3 ? pick(next, ['7', 'Keyset 1', 'zzz']) : undefined,
          };
          const limit = pick(next, [7, 25, 50]);
          const { where } = auditRef(email, f, limit);
          const all = (
            await rowsOf<{ id: number }>(sql`select x.id from audit_entries x where ${where} order by x.id desc`)
          ).map((r) => Number(r.id));
          let before: number | undefined;
          for (let page = 0; ; page++) {
            const want = all.slice(page * limit, (page + 1) * limit);
            const res = await call<{ items: { id: number }[]; nextCursor: number | null }>(
              'GET',
              `/audit/entries?${queryString({ ...f, limit, before })}`,
              { as: email },
            );
            expect(res.status).toBe(200);
            expect(
              res.body.items.map((e) => e.id),
              `${email} ${queryString(f)} page ${page}`,
            ).toEqual(want);
            if (res.body.nextCursor === null) {
              expect(all.length).toBeLessThanOrEqual((page + 1) * limit);
              break;
            }
            before = res.body.nextCursor;
          }
        }
      },
      LONG,
    );
  });
}
