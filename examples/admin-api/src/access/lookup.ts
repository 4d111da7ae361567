import { eq } from 'drizzle-orm';
import { branches } from '../areas/branches/tables';
import { organizations } from '../areas/organizations/tables';
import { projects } from '../areas/projects/tables';
import { roleAssignments, users } from '../areas/users/tables';
import type { ReadCache } from '../cache/readCache';
import type { Db } from '../db/database';
import type { Scope } from './access';

/** What a scope can be looked up by. */
export type ScopeKind = 'organization' | 'branch' | 'project';

/** The scope of an organization, branch or project by its id; undefined when it does not exist. */
export type ScopeLookup = (kind: ScopeKind, id: number) => Promise<Scope | undefined>;

/** Each kind's lookup, and the one table it reads. */
const LOOKUPS = {
  organization: { lookup: organizationScope, tables: ['organizations'] },
  branch: { lookup: branchScope, tables: ['branches'] },
  project: { lookup: projectScope, tables: ['projects'] },
} as const;

/** Looks scopes up in `db` (a transaction's reads too). */
export const scopesIn =
  (db: Db): ScopeLookup =>
  (kind, id) =>
    LOOKUPS[kind].lookup(db, id);

/**
 * Looks scopes up through `reads` (committed reads only: never a transaction's). Every change to the tables they are
 * read from is announced (migration 0008): an answer (found or not) is dropped when its table changes, and kept over
 * this instance's writes where the feed tells of a change with the statement's result (PGlite); a request acting on
 * a branch (creating a project in it) then finds it without a database read.
 */
export function cachedScopes(db: Db, reads: ReadCache): ScopeLookup {
  return (kind, id) => {
    const { lookup, tables } = LOOKUPS[kind];
    return reads.get(`scope:${kind}:${id}`, () => lookup(db, id), tables, { announced: true });
  };
}

/** The scope of an organization, or undefined if it does not exist. */
export async function organizationScope(db: Db, id: number): Promise<Scope | undefined> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row ? { level: 'organization', organizationId: row.id } : undefined;
}

/** The scope of a branch, or undefined if it does not exist. */
export async function branchScope(db: Db, id: number): Promise<Scope | undefined> {
  const [row] = await db
    .select({ id: branches.id, organizationId: branches.organizationId })
    .from(branches)
    .where(eq(branches.id, id));
  return row ? { level: 'branch', organizationId: row.organizationId, branchId: row.id } : undefined;
}

/** The scope of a project, or undefined if it does not exist. */
export async function projectScope(db: Db, id: number): Promise<Scope | undefined> {
  const [row] = await db
    .select({ id: projects.id, branchId: projects.branchId, organizationId: projects.organizationId })
    .from(projects)
    .where(eq(projects.id, id));
  return row
    ? { level: 'project', organizationId: row.organizationId, branchId: row.branchId, projectId: row.id }
    : undefined;
}

/** Whether a user is a super admin, and the scopes they hold roles at; undefined if the user does not exist. */
export async function userScopes(
  db: Db,
  id: number,
): Promise<{ isSuperAdmin: boolean; held: { scope: Scope; role: 'ADMIN' | 'MEMBER' }[] } | undefined> {
  const [user] = await db
    .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return undefined;
  const rows = await db.select().from(roleAssignments).where(eq(roleAssignments.userId, id));
  const held = rows.map((r) => {
    const scope: Scope =
      r.projectId !== null && r.branchId !== null
        ? { level: 'project', organizationId: r.organizationId, branchId: r.branchId, projectId: r.projectId }
        : r.branchId !== null
          ? { level: 'branch', organizationId: r.organizationId, branchId: r.branchId }
          : { level: 'organization', organizationId: r.organizationId };
    return { scope, role: r.role };
  });
  return { isSuperAdmin: user.isSuperAdmin, held };
}
