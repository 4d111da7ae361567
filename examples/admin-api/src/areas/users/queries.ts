import type { User } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, exists, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Access, Scope } from '../../access/access';
import { visibilityOf, visibleBranches, visibleOrganizations, visibleProjects } from '../../access/visibility';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import {
  afterBoundary,
  type Boundary,
  cachedTotal,
  type ListSort,
  lastBoundary,
  orderBy,
  outlineOf,
  seekingPage,
  sortValueText,
} from '../../db/keyset';
import { intsOf, isoText, pageLimit, pageOffset, userSearchProbe } from '../../db/listText';
import { executePrepared, executeQuery } from '../../db/prepared';
import { containing } from '../../db/search';
import type { RequestContext } from '../../env';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { roleAssignments, users } from './tables';

export type UserDto = z.infer<typeof User>;

/** Builds `select 1` subqueries for `exists(...)`; they are only rendered, never run on their own. */
const qb = new QueryBuilder();

/** Assignments a viewer can see: at organizations, branches and projects visible to them. */
function visibleAssignments(viewer: Access): SQL | undefined {
  const v = visibilityOf(viewer);
  if (v.all) return undefined;
  return or(
    and(isNull(roleAssignments.branchId), visibleOrganizations(v)),
    and(isNotNull(roleAssignments.branchId), isNull(roleAssignments.projectId), visibleBranches(v)),
    and(isNotNull(roleAssignments.projectId), visibleProjects(v)),
  );
}

/**
 * Loads users with their assignments, in the order of `ids`. Only assignments `viewer` can see are
 * listed, so a user who also belongs to another tenant does not reveal that tenant's names.
 */
export async function usersByIds(db: Db, ids: number[], viewer: Access): Promise<UserDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const grants = await db
    .select({
      id: roleAssignments.id,
      userId: roleAssignments.userId,
      organizationId: roleAssignments.organizationId,
      organizationName: organizations.name,
      branchId: roleAssignments.branchId,
      branchName: branches.name,
      projectId: roleAssignments.projectId,
      projectName: projects.name,
      role: roleAssignments.role,
    })
    .from(roleAssignments)
    .innerJoin(organizations, eq(organizations.id, roleAssignments.organizationId))
    .leftJoin(branches, eq(branches.id, roleAssignments.branchId))
    .leftJoin(projects, eq(projects.id, roleAssignments.projectId))
    .where(and(inArray(roleAssignments.userId, ids), visibleAssignments(viewer)))
    .orderBy(asc(roleAssignments.id));
  const byId = new Map(rows.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    if (!u) return [];
    return [
      {
        id: u.id,
        email: u.email,
        name: u.name,
        isActive: u.active,
        isNewUser: u.isNewUser,
        isSuperAdmin: u.isSuperAdmin,
        lastSignIn: u.lastSignIn ? u.lastSignIn.toISOString() : null,
        createdAt: u.createdAt.toISOString(),
        assignments: grants
          .filter((g) => g.userId === id)
          .map(({ userId: _, ...g }) => ({
            ...g,
            scope: g.projectId !== null ? 'PROJECT' : g.branchId !== null ? 'BRANCH' : 'ORGANIZATION',
          })),
      },
    ];
  });
}

/** One user with the assignments `viewer` can see, or undefined. */
export async function userById(db: Db, id: number, viewer: Access): Promise<UserDto | undefined> {
  return (await usersByIds(db, [id], viewer))[0];
}

/** Filters of the user list (spec section 3). */
export interface UserFilter {
  scope: Scope;
  search?: string | undefined;
  isActive?: boolean | undefined;
  isNewUser?: boolean | undefined;
  role?: 'ADMIN' | 'MEMBER' | undefined;
  sortBy?: 'ID' | 'NAME' | 'CREATED_AT' | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  offset: number;
  limit: number;
}

/** The user list's orders (spec section 3), each ties broken by id descending (migration 0018's indexes). */
function userSort(f: Pick<UserFilter, 'sortBy' | 'sortOrder'>): ListSort {
  const desc = f.sortOrder !== 'ASC';
  if (f.sortBy === 'NAME') return { value: users.name, id: users.id, desc };
  if (f.sortBy === 'CREATED_AT') return { value: users.createdAt, type: 'timestamptz', id: users.id, desc };
  return { id: users.id, desc };
}

/** The condition of the user list's scope and filters. */
function userListWhere(f: UserFilter) {
  const conditions: (SQL | undefined)[] = [];
  const scopeCond: (SQL | undefined)[] = [eq(roleAssignments.userId, users.id)];
  if (f.scope.level !== 'global') scopeCond.push(eq(roleAssignments.organizationId, f.scope.organizationId));
  if (f.scope.level === 'branch' || f.scope.level === 'project')
    scopeCond.push(eq(roleAssignments.branchId, f.scope.branchId));
  if (f.scope.level === 'project') scopeCond.push(eq(roleAssignments.projectId, f.scope.projectId));
  if (f.role) scopeCond.push(eq(roleAssignments.role, f.role));
  if (f.scope.level !== 'global' || f.role) {
    conditions.push(
      exists(
        qb
          .select({ one: sql`1` })
          .from(roleAssignments)
          .where(and(...scopeCond)),
      ),
    );
  }
  if (f.search) {
    // lower(…) LIKE, as the trigram indexes (migrations 0012 and 0018) are built on lower(name) and lower(email).
    const like = containing(f.search);
    conditions.push(or(sql`lower(${users.name}) like lower(${like})`, sql`lower(${users.email}) like lower(${like})`));
  }
  if (f.isActive !== undefined) conditions.push(eq(users.active, f.isActive));
  if (f.isNewUser !== undefined) conditions.push(eq(users.isNewUser, f.isNewUser));
  return and(...conditions);
}

/** What the user list's pages and totals are read from: a change to either moves them. */
const USER_LIST_TABLES = ['users', 'role_assignments'] as const;
/**
 * What a page's answer is read from besides: the names of the places of the assignments shown (a page kept
 * whole is dropped by a change to any of them).
 */
const USER_PAGE_TABLES = [...USER_LIST_TABLES, 'organizations', 'branches', 'projects'] as const;

/**
 * The answer's items of a page of users (the ids and sort values of `page`, in its order), written as the API's
 * JSON by the database in one statement, each user with the assignments `viewer` can see (as
 * {@link usersByIds} reads them): one row per user, its item's text, id and sort value (where the next page
 * starts).
 */
function writtenUsers(page: SQL, viewer: Access) {
  return sql`
    with page as materialized (select s.id, s.v, row_number() over () as n from (${page}) s)
    select page.id as "id", page.v as "sortValue", json_build_object('id', u.id, 'email', u.email, 'name', u.name,
        'isActive', u.active, 'isNewUser', u.is_new_user, 'isSuperAdmin', u.is_super_admin,
        'lastSignIn', ${isoText('u.last_sign_in')}, 'createdAt', ${isoText('u.created_at')},
        'assignments', coalesce(a.assignments, '[]'::json))::text as "item"
    from page
    join ${users} u on u.id = page.id
    left join lateral (
      select json_agg(json_build_object('id', ${roleAssignments.id}, 'organizationId', ${roleAssignments.organizationId},
          'organizationName', ${organizations.name}, 'branchId', ${roleAssignments.branchId},
          'branchName', ${branches.name}, 'projectId', ${roleAssignments.projectId}, 'projectName', ${projects.name},
          'role', ${roleAssignments.role},
          'scope', case when ${roleAssignments.projectId} is not null then 'PROJECT'
            when ${roleAssignments.branchId} is not null then 'BRANCH' else 'ORGANIZATION' end)
        order by ${roleAssignments.id}) as assignments
      from ${roleAssignments}
      join ${organizations} on ${organizations.id} = ${roleAssignments.organizationId}
      left join ${branches} on ${branches.id} = ${roleAssignments.branchId}
      left join ${projects} on ${projects.id} = ${roleAssignments.projectId}
      where ${roleAssignments.userId} = page.id and ${visibleAssignments(viewer) ?? sql`true`}
    ) a on true
    order by page.n`;
}

/**
 * A search's page from its matches, as the project list finds one: up to the probe's bound of matching users
 * read whole by a statement planned for the word (the trigram indexes find a rare word's few), their count
 * (the total), and the page's ids sorted from them; the page is then written by those ids with one prepared
 * statement for every search. Undefined when the matches reach the bound (or the word's total, `known`, is
 * known to): the page is found in list order then.
 */
async function searchPage(db: Db, f: UserFilter, viewer: Access, known: number | undefined) {
  const bound = userSearchProbe();
  if (known !== undefined && known >= bound) return undefined;
  const sort = userSort(f);
  const [probe] = await executeQuery<{ n: number | string; ids: (number | string)[] | string | null }>(
    db,
    sql`with m as materialized (
        select ${users.id} as id from ${users} where ${userListWhere(f) ?? sql`true`} limit ${sql.raw(String(bound))})
      select (select count(*) from m)::int as "n",
        array(select ${users.id} from ${users} where ${users.id} in (select id from m)
          order by ${orderBy(sort)} limit ${pageLimit(f.limit)} offset ${f.offset}) as "ids"`,
  );
  const n = Number(probe?.n ?? bound);
  if (!probe || n >= bound) return undefined;
  const ids = intsOf(probe.ids);
  if (ids.length === 0) return { itemsJson: '[]', total: n };
  const page = sql`select x.id, null::text as v from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as x(id, n)
    order by x.n`;
  const rows = await executePrepared<{ item: string }>(db, writtenUsers(page, viewer));
  return { itemsJson: `[${rows.map((r) => r.item).join(',')}]`, total: n };
}

/** A page of users as the API answers it: the items' JSON text (written by the database) and the total. */
export interface UserPage {
  itemsJson: string;
  total: number;
}

/**
 * A page of users matching the filter as `viewer` sees them, and the total: the page by keyset from the
 * nearest earlier page whose end is known (see `db/keyset.ts`), read with its users and their visible
 * assignments in one prepared statement that writes the answer's JSON; the total counted once per filter
 * until the list changes. A filter on `isNewUser` is read afresh each time: a first sign-in changes it
 * without the change feed announcing it.
 */
export async function listUserPage(db: Db, f: UserFilter, viewer: Access, reads?: ReadCache): Promise<UserPage> {
  const where = userListWhere(f);
  const sort = userSort(f);
  const readPage = async (from: { after: Boundary | undefined; offset: number }) => {
    const condition = and(where, from.after ? afterBoundary(sort, from.after) : undefined) ?? sql`true`;
    const page = sql`select ${users.id} as id, ${sortValueText(sort)} as v from ${users} where ${condition}
      order by ${orderBy(sort)} limit ${pageLimit(f.limit)} offset ${pageOffset(from.offset)}`;
    const rows = await executePrepared<{ id: number; sortValue: string | null; item: string }>(
      db,
      writtenUsers(page, viewer),
    );
    return { items: rows, last: lastBoundary(rows) };
  };
  const count = async () => {
    const [counted] = await executePrepared<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from ${users} where ${where ?? sql`true`}`,
    );
    return counted?.n ?? 0;
  };
  const written = (rows: { item: string }[]) => `[${rows.map((r) => r.item).join(',')}]`;
  const key = JSON.stringify(['users', f.scope, f.role ?? null, f.search ?? '', f.isActive ?? null]);
  if (f.search) {
    const found = await searchPage(db, f, viewer, reads?.peek<number>(`total:${key}`));
    if (found) {
      if (reads && f.isNewUser === undefined) await cachedTotal(reads, key, USER_LIST_TABLES, async () => found.total);
      return found;
    }
  }
  if (!reads || f.isNewUser !== undefined) {
    const [page, total] = await Promise.all([readPage({ after: undefined, offset: f.offset }), count()]);
    return { itemsJson: written(page.items), total };
  }
  const [rows, total] = await Promise.all([
    seekingPage({
      reads,
      key: JSON.stringify([key, f.sortBy ?? 'ID', f.sortOrder ?? 'DESC']),
      tables: USER_LIST_TABLES,
      offset: f.offset,
      limit: f.limit,
      read: readPage,
      outline: (limit) => outlineOf(db, users, where, sort, limit),
    }),
    cachedTotal(reads, key, USER_LIST_TABLES, count),
  ]);
  return { itemsJson: written(rows), total };
}

/**
 * Whether an account with `email` exists, as far as `viewer` may know: a super admin learns about any
 * account, another admin only about people already in places they can see.
 */
export async function emailKnownTo(db: Db, email: string, viewer: Access) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) return false;
  const [user] = viewer.isSuperAdmin ? [] : await usersByIds(db, [row.id], viewer);
  return viewer.isSuperAdmin || (user?.assignments.length ?? 0) > 0;
}

/**
 * A page of the users at the scope of the request, as the caller sees them (`Role` is an old name of `role`):
 * kept whole (per caller: the assignments shown are theirs to see) until a table it is read from changes.
 */
export async function userPage(
  v: RequestContext,
  q: Omit<UserFilter, 'scope'> & { Role?: UserFilter['role'] | undefined },
): Promise<UserPage> {
  const { db, reads, tracked } = v.services;
  const { Role: roleAlias, ...filters } = q;
  const f: UserFilter = { ...filters, role: q.role ?? roleAlias, scope: v.scope };
  if (f.isNewUser !== undefined) return listUserPage(db, f, v.access, reads);
  const key = JSON.stringify([
    visibilityOf(v.access),
    f.scope,
    f.role ?? null,
    f.search ?? '',
    f.isActive ?? null,
    f.sortBy ?? 'ID',
    f.sortOrder ?? 'DESC',
    f.offset,
    f.limit,
  ]);
  return tracked.get(`users:page:${key}`, () => listUserPage(db, f, v.access, reads), USER_PAGE_TABLES);
}
