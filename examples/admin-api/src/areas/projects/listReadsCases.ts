/**
 * The project list's fast path (index-ordered page ids, one join per page, maintained counts) answers
 * exactly what a straightforward query answers: the same rows in the same order, the same total and the
 * same favorites and services, for every sort, direction, page, search, filter and role, and again after
 * projects are added, moved and deleted.
 */
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccess } from '../../access/access';
import type { setupTestStack } from '../../testing/harness';
import { branches } from '../branches/tables';
import { roleAssignments, users } from '../users/tables';
import { projectDetail } from './queries';
import { favorites, projectServices, projects } from './tables';

/** The cases, on the stack `stack` (PGlite in listReads.test.ts, PostgreSQL in listReads.postgres.test.ts). */
export function listReadsCases({ ctx, call, idOf }: ReturnType<typeof setupTestStack>) {
  /** Hundreds of requests and reference queries each: room for a loaded machine. */
  const LONG = 300_000;
  interface Project {
    id: number;
    name: string;
    branchId: number;
    organizationId: number;
    isFavorite: boolean;
    services: { serviceId: number }[];
  }
  interface Page {
    items: Project[];
    total: number;
  }

  let mixedId = 0;
  const EMAILS = [
    'super@demo.test',
    'org.admin@demo.test',
    'branch.admin@demo.test',
    'project.admin@demo.test',
    'member@demo.test',
    'nobody@demo.test',
    'mixed@demo.test',
  ];
  const userIdOf = (email: string) => (email === 'mixed@demo.test' ? mixedId : idOf(email));

  beforeAll(async () => {
    const db = ctx.database.db;
    const allBranches = await db.select().from(branches).orderBy(branches.id);
    // Names that tie (the same name in several branches), differ in case only, and carry LIKE wildcards;
    // creation times that tie in groups of five.
    const rows = Array.from({ length: 240 }, (_, n) => {
      const branch = allBranches[n % allBranches.length];
      if (!branch) throw new Error('no branches');
      const names = [
        `Alpha ${n % 7}`,
        `alpha ${n}`,
        `Beta_${n}`,
        `Gamma 100% ${n}`,
        `delta ${String(n).padStart(3, '0')}`,
      ];
      return {
        branchId: branch.id,
        organizationId: branch.organizationId,
        // Every seventh shares its name with two others, in other branches (a tie only the id breaks).
        name: n % 7 === 0 ? `Twin ${Math.floor(n / 21)}` : `${names[n % names.length]} #${n}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(n / 5))),
      };
    });
    const inserted = await db.insert(projects).values(rows).returning({ id: projects.id, branchId: projects.branchId });
    await db
      .insert(projectServices)
      .values(inserted.filter((_, i) => i % 3 === 0).map((p, i) => ({ projectId: p.id, serviceId: (i % 6) + 1 })));
    await db
      .insert(projectServices)
      .values(inserted.filter((_, i) => i % 4 === 0).map((p) => ({ projectId: p.id, serviceId: 6 })))
      .onConflictDoNothing();
    const [mixed] = await db
      .insert(users)
      .values({ email: 'mixed@demo.test', name: 'Mixed Grants' })
      .returning({ id: users.id });
    mixedId = mixed?.id ?? 0;
    // A whole branch, one project inside it and two outside it, granted one by one.
    const [first, second] = allBranches;
    if (!first || !second) throw new Error('the seed has too few branches');
    const inFirst = inserted.find((p) => p.branchId === first.id);
    const outside = inserted.filter((p) => p.branchId !== first.id).slice(0, 2);
    await db.insert(roleAssignments).values([
      { userId: mixedId, organizationId: first.organizationId, branchId: first.id, role: 'MEMBER' },
      ...[inFirst, ...outside].map((p) => ({
        userId: mixedId,
        organizationId: allBranches.find((b) => b.id === p?.branchId)?.organizationId ?? 0,
        branchId: p?.branchId ?? 0,
        projectId: p?.id ?? 0,
        role: 'MEMBER' as const,
      })),
    ]);
    for (const email of EMAILS) {
      await db
        .insert(favorites)
        .values(
          inserted
            .filter((_, i) => i % 5 === EMAILS.indexOf(email) % 5)
            .map((p) => ({ userId: userIdOf(email), projectId: p.id })),
        )
        .onConflictDoNothing();
    }
  });

  /** The straightforward reference: what the caller sees, filtered, counted, sorted and paged in one plain query. */
  async function reference(email: string, q: Record<string, string | number | undefined>) {
    const userId = userIdOf(email);
    const column = { ID: sql`p.id`, NAME: sql`p.name`, CREATED_AT: sql`p.created_at` }[String(q.sortBy ?? 'ID')];
    const direction = q.sortOrder === 'ASC' ? sql`asc` : sql`desc`;
    const search = q.search ? `%${String(q.search).replace(/[\\%_]/g, (m) => `\\${m}`)}%` : undefined;
    const where = sql`(
      (select is_super_admin from users where id = ${userId})
      or exists (select 1 from role_assignments r where r.user_id = ${userId} and (
        (r.branch_id is null and r.project_id is null and r.organization_id = p.organization_id)
        or (r.project_id is null and r.branch_id = p.branch_id)
        or r.project_id = p.id)))
    ${q.orgId !== undefined ? sql`and p.organization_id = ${Number(q.orgId)}` : sql``}
    ${q.branchId !== undefined ? sql`and p.branch_id = ${Number(q.branchId)}` : sql``}
    ${q.serviceId !== undefined ? sql`and exists (select 1 from project_services ps where ps.project_id = p.id and ps.service_id = ${Number(q.serviceId)})` : sql``}
    ${search ? sql`and p.name ilike ${search}` : sql``}`;
    const size = Number(q.pageSize ?? 20);
    const offset = Number(q.pageIndex ?? 0) * size;
    const rowsOf = async <T>(query: SQL) => ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const page = await rowsOf<Omit<Project, 'services'> & { services: number[] }>(sql`
    select p.id, p.name, p.branch_id as "branchId", p.organization_id as "organizationId",
      exists(select 1 from favorites f where f.user_id = ${userId} and f.project_id = p.id) as "isFavorite",
      coalesce((select array_agg(ps.service_id order by ps.service_id) from project_services ps where ps.project_id = p.id), '{}') as "services"
    from projects p where ${where}
    order by ${column} ${direction}, p.id desc limit ${size} offset ${offset}`);
    const [counted] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from projects p where ${where}`);
    return { total: counted?.n ?? 0, items: page };
  }

  const queryString = (q: Record<string, string | number | undefined>) =>
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');

  async function compare(email: string, q: Record<string, string | number | undefined>) {
    const res = await call<Page>('GET', `/workspace/project?${queryString(q)}`, {
      headers: { Authorization: `Bearer test-${userIdOf(email)}` },
    });
    expect(res.status).toBe(200);
    const want = await reference(email, q);
    const got = {
      total: res.body.total,
      items: res.body.items.map((p) => ({
        id: p.id,
        name: p.name,
        branchId: p.branchId,
        organizationId: p.organizationId,
        isFavorite: p.isFavorite,
        services: p.services.map((s) => s.serviceId),
      })),
    };
    expect(got, `${email} ${queryString(q)}`).toEqual(want);
  }

  describe('project list against a reference query', () => {
    it(
      'matches for every sort, direction and page, for every role',
      async () => {
        for (const email of EMAILS)
          for (const sortBy of ['ID', 'NAME', 'CREATED_AT'])
            for (const sortOrder of ['ASC', 'DESC'])
              for (const [pageIndex, pageSize] of [
                [0, 20],
                [3, 20],
                [1, 7],
                [40, 5],
                [500, 20],
              ])
                await compare(email, { sortBy, sortOrder, pageIndex, pageSize });
      },
      LONG,
    );

    it(
      'matches with searches (wildcards and case included) and filters',
      async () => {
        const [someBranch] = await ctx.database.db.select().from(branches).orderBy(branches.id);
        for (const email of EMAILS)
          for (const search of ['alpha', 'ALPHA 3', '100%', '_', 'a_', 'zzz', 'ph', 'Bench project'])
            for (const sortBy of ['ID', 'NAME'])
              await compare(email, { search, sortBy, sortOrder: 'ASC', pageIndex: 0, pageSize: 10 });
        // A search paged through in turn (each page seeking from the last) and past its end: the total of a
        // short last page is where it starts plus its rows; an empty page past the end counts.
        for (const email of ['super@demo.test', 'branch.admin@demo.test', 'mixed@demo.test'])
          for (const [search, pageSize] of [
            ['alpha', 25],
            ['twin', 10],
          ] as const)
            for (const sortBy of ['ID', 'NAME'])
              for (const sortOrder of ['ASC', 'DESC'])
                for (let pageIndex = 0; pageIndex <= 5; pageIndex++)
                  await compare(email, { search, sortBy, sortOrder, pageIndex, pageSize });
        for (const email of EMAILS) {
          await compare(email, { serviceId: 6, pageSize: 15 });
          await compare(email, { serviceId: 2, sortBy: 'NAME', pageIndex: 1, pageSize: 5 });
          await compare(email, { branchId: someBranch?.id, sortBy: 'CREATED_AT', sortOrder: 'ASC' });
          await compare(email, { orgId: someBranch?.organizationId, pageIndex: 2, pageSize: 9 });
          await compare(email, { orgId: someBranch?.organizationId, branchId: someBranch?.id, search: 'a' });
        }
      },
      LONG,
    );

    it(
      'pages through every page in turn (each seeking from the last), and again after the list changed',
      async () => {
        const pageThrough = async () => {
          for (const email of ['org.admin@demo.test', 'mixed@demo.test'])
            for (const sortBy of ['ID', 'NAME'])
              for (const sortOrder of ['ASC', 'DESC'])
                for (let pageIndex = 0; pageIndex < 12; pageIndex++) {
                  // Forward, then a jump two pages on (seeking from the last known end, skipping one page).
                  await compare(email, { sortBy, sortOrder, pageIndex, pageSize: 13 });
                  if (pageIndex % 4 === 3)
                    await compare(email, { sortBy, sortOrder, pageIndex: pageIndex + 2, pageSize: 13 });
                }
        };
        await pageThrough();
        const [first] = await ctx.database.db.select().from(branches).orderBy(branches.id);
        // Through the API (this instance drops its cache) and straight in the database (the change feed does).
        const created = await call<Project>('POST', '/workspace/project', {
          as: 'super@demo.test',
          body: { branchId: first?.id, name: 'Alpha 3 middle' },
        });
        expect(created.status).toBe(201);
        await ctx.database.db
          .delete(projects)
          .where(sql`${projects.name} = 'Twin 2' and ${projects.branchId} = ${first?.id ?? 0}`);
        await new Promise((r) => setTimeout(r, 200));
        await pageThrough();
      },
      LONG,
    );

    it(
      'answers each item, its JSON written by the database, as the project detail answers it, every field',
      async () => {
        const db = ctx.database.db;
        // Services changed since they were added: their times carry microseconds, as real rows do.
        // Their status and use changed too, and a catalogue name with a quote and a backslash: the list writes
        // them from the text stored with the rows (migration 0025), which follows each change.
        await db.execute(
          sql`update ${projectServices} set updated_at = now() - interval '1 day' * random(), used = used + 1,
            status = case when ${projectServices.serviceId} = 3 then 'FAILED' else status end`,
        );
        await db.execute(sql`update services set name = name || ' "x\\' where id = 2`);
        // Creation times, names and descriptions changed after the rows were written, times with microseconds
        // (some a hair under the next millisecond): the list writes them from the text stored with the row
        // (migration 0024), which follows each change.
        await db.execute(sql`update ${projects} set created_at = created_at - interval '1 day'
          + interval '1 microsecond' * (${projects.id} * 7919 % 1000000 + 999000 * (${projects.id} % 3 = 0)::int)
          where ${projects.id} % 2 = 0`);
        await db.execute(sql`update ${projects} set logo = 'https://logo.test/a"b\\c', description = E'tab\there'
          where ${projects.id} % 5 = 0`);
        await db.execute(sql`update ${projects} set name = name || ' "q\\ ü' where ${projects.id} % 5 = 1`);
        await new Promise((r) => setTimeout(r, 200));
        let items = 0;
        for (const email of EMAILS) {
          const access = await loadAccess(db, userIdOf(email));
          for (const q of [
            { sortBy: 'ID', sortOrder: 'DESC', pageIndex: 0, pageSize: 20 },
            { sortBy: 'NAME', sortOrder: 'ASC', pageIndex: 2, pageSize: 20 },
            { sortBy: 'CREATED_AT', sortOrder: 'ASC', pageIndex: 1, pageSize: 15 },
            { search: 'alpha', sortBy: 'NAME', sortOrder: 'DESC', pageIndex: 0, pageSize: 25 },
          ]) {
            const res = await call<Page & { pageIndex: number; pageSize: number }>(
              'GET',
              `/workspace/project?${queryString(q)}`,
              { headers: { Authorization: `Bearer test-${userIdOf(email)}` } },
            );
            expect(res.status).toBe(200);
            expect(res.headers.get('content-type')).toMatch(/^application\/json/);
            expect(res.body.pageIndex).toBe(q.pageIndex);
            expect(res.body.pageSize).toBe(q.pageSize);
            expect(typeof res.body.total).toBe('number');
            for (const item of res.body.items) {
              if (!access) throw new Error(`${email} has no access`);
              expect(item, `${email} ${queryString(q)}`).toEqual(await projectDetail(db, access, item.id));
              items++;
            }
          }
        }
        expect(items).toBeGreaterThan(100);
      },
      LONG,
    );

    it(
      'keeps the totals right after projects are added, moved and deleted',
      async () => {
        const db = ctx.database.db;
        const all = await db.select().from(branches).orderBy(branches.id);
        const [from, to] = all;
        if (!from || !to) throw new Error('too few branches');
        const added = await db
          .insert(projects)
          .values(
            Array.from({ length: 9 }, (_, i) => ({
              branchId: from.id,
              organizationId: from.organizationId,
              name: `Later ${i}`,
            })),
          )
          .returning({ id: projects.id });
        await db
          .update(projects)
          .set({ branchId: to.id, organizationId: to.organizationId })
          .where(
            sql`${projects.id} in (${sql.join(
              added.slice(0, 4).map((p) => sql`${p.id}`),
              sql`, `,
            )})`,
          );
        await db.delete(projects).where(sql`${projects.id} = ${added[8]?.id ?? 0}`);
        // Straight in the database, as another instance would: the change feed drops what was cached.
        await new Promise((r) => setTimeout(r, 200));
        for (const email of EMAILS) {
          await compare(email, {});
          await compare(email, { branchId: from.id });
          await compare(email, { branchId: to.id, sortBy: 'NAME' });
          await compare(email, { orgId: to.organizationId });
        }
      },
      LONG,
    );
  });
}
