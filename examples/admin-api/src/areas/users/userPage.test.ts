/**
 * The user list's page, written as the answer's JSON by the database in one statement, answers each user as
 * `usersByIds` reads them (the reference: the user's row and the assignments the caller can see, mapped in
 * the API): the same fields, timestamps, assignments and places, for callers of every level and their scopes,
 * every order, pages seeking from the last, a search and a filter.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAccess } from '../../access/access';
import { setupTestStack } from '../../testing/harness';
import { branches } from '../branches/tables';
import { projects } from '../projects/tables';
import { usersByIds } from './queries';
import { roleAssignments, users } from './tables';

const { ctx, call, idOf } = setupTestStack();

/** Hundreds of requests and reference reads: room for a loaded machine. */
const LONG = 300_000;

type Query = Record<string, string | number>;
const queryString = (q: Query) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

describe('GET /users, the page written by the database', () => {
  const scopes: { email: string; scope: Query }[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    const [vision] = await db.select().from(projects).where(sql`${projects.name} = 'Vision Lab'`);
    const [globex] = await db
      .select()
      .from(branches)
      .where(sql`${branches.organizationId} <> ${vision?.organizationId}`);
    if (!vision || !globex) throw new Error('the seed has no Vision Lab or no second organization');
    // People with roles in both tenants, signed in or not, some deactivated: what a caller sees of each differs.
    const added = await db
      .insert(users)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          email: `page.${i}@demo.test`,
          name: `Page person ${i % 7}`,
          active: i % 4 !== 0,
          isNewUser: i % 3 === 0,
          lastSignIn: i % 3 === 0 ? null : new Date(Date.UTC(2026, 2, 1, 10, 0, i, 123)),
        })),
      )
      .returning({ id: users.id });
    await db.insert(roleAssignments).values(
      added.flatMap((u, i) => [
        {
          userId: u.id,
          organizationId: vision.organizationId,
          branchId: i % 2 === 0 ? vision.branchId : null,
          projectId: i % 4 === 0 ? vision.id : null,
          role: i % 5 === 0 ? ('ADMIN' as const) : ('MEMBER' as const),
        },
        ...(i % 3 === 1
          ? [{ userId: u.id, organizationId: globex.organizationId, branchId: globex.id, role: 'MEMBER' as const }]
          : []),
      ]),
    );
    scopes.push(
      { email: 'super@demo.test', scope: {} },
      { email: 'org.admin@demo.test', scope: { organizationId: vision.organizationId } },
      { email: 'branch.admin@demo.test', scope: { organizationId: vision.organizationId, branchId: vision.branchId } },
      {
        email: 'project.admin@demo.test',
        scope: { organizationId: vision.organizationId, branchId: vision.branchId, projectId: vision.id },
      },
    );
  });

  it(
    'answers each user as the reference reads them, for every caller, order and page',
    async () => {
      let compared = 0;
      for (const { email, scope } of scopes) {
        const access = await loadAccess(ctx.database.db, idOf(email));
        if (!access) throw new Error(`no access for ${email}`);
        for (const sortBy of ['ID', 'NAME', 'CREATED_AT'])
          for (const sortOrder of ['ASC', 'DESC'])
            for (const extra of [{}, { search: 'person' }, { isActive: 'true' }] as Query[])
              for (let pageIndex = 0; pageIndex < 3; pageIndex++) {
                const q = { ...scope, ...extra, sortBy, sortOrder, pageIndex, pageSize: 5 };
                const res = await call<{ items: { id: number }[]; total: number }>('GET', `/users?${queryString(q)}`, {
                  as: email,
                });
                expect(res.status, `${email} ${queryString(q)}`).toBe(200);
                const reference = await usersByIds(
                  ctx.database.db,
                  res.body.items.map((u) => u.id),
                  access,
                );
                expect(res.body.items, `${email} ${queryString(q)}`).toEqual(JSON.parse(JSON.stringify(reference)));
                compared += reference.length;
              }
      }
      expect(compared).toBeGreaterThan(200);
    },
    LONG,
  );
});
