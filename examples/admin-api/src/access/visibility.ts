import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { branches } from '../areas/branches/tables';
import { organizations } from '../areas/organizations/tables';
import { projects } from '../areas/projects/tables';
import type { Access } from './access';

/** What a caller can see, from their grants: whole organizations, whole branches, single projects. */
export interface Visibility {
  all: boolean;
  organizationIds: number[];
  branchIds: number[];
  projectIds: number[];
  /** Organizations and branches on the path to something visible. */
  pathOrganizationIds: number[];
  pathBranchIds: number[];
}

/** Each caller's visibility, computed once per access (an access is not changed once loaded; a new one is loaded). */
const computed = new WeakMap<Access, Visibility>();

/** The caller's visibility (frozen: shared by every request of the same access). */
export function visibilityOf(access: Access): Visibility {
  let v = computed.get(access);
  if (!v) {
    v = computeVisibility(access);
    computed.set(access, v);
  }
  return v;
}

function computeVisibility(access: Access): Visibility {
  const organizationIds = new Set<number>();
  const branchIds = new Set<number>();
  const projectIds = new Set<number>();
  const pathOrganizationIds = new Set<number>();
  const pathBranchIds = new Set<number>();
  for (const g of access.grants) {
    pathOrganizationIds.add(g.organizationId);
    if (g.projectId !== null) projectIds.add(g.projectId);
    else if (g.branchId !== null) branchIds.add(g.branchId);
    else organizationIds.add(g.organizationId);
    if (g.branchId !== null) pathBranchIds.add(g.branchId);
  }
  return Object.freeze({
    all: access.isSuperAdmin,
    organizationIds: Object.freeze([...organizationIds]) as number[],
    branchIds: Object.freeze([...branchIds]) as number[],
    projectIds: Object.freeze([...projectIds]) as number[],
    pathOrganizationIds: Object.freeze([...pathOrganizationIds]) as number[],
    pathBranchIds: Object.freeze([...pathBranchIds]) as number[],
  });
}

const none = sql`false`;
const anyOf = (parts: (SQL | undefined)[]) => {
  const list = parts.filter((p): p is SQL => p !== undefined);
  return list.length === 0 ? none : (or(...list) ?? none);
};
const inIds = (column: Parameters<typeof inArray>[0], ids: number[]) =>
  ids.length > 0 ? inArray(column, ids) : undefined;

/** SQL condition: projects the caller can see (undefined means no restriction). */
export function visibleProjects(v: Visibility): SQL | undefined {
  if (v.all) return undefined;
  return anyOf([
    inIds(projects.organizationId, v.organizationIds),
    inIds(projects.branchId, v.branchIds),
    inIds(projects.id, v.projectIds),
  ]);
}

/** SQL condition: branches the caller can see (whole, or on the path to a project). */
export function visibleBranches(v: Visibility): SQL | undefined {
  if (v.all) return undefined;
  return anyOf([inIds(branches.organizationId, v.organizationIds), inIds(branches.id, v.pathBranchIds)]);
}

/** SQL condition: organizations the caller can see. */
export function visibleOrganizations(v: Visibility): SQL | undefined {
  if (v.all) return undefined;
  return anyOf([inIds(organizations.id, v.pathOrganizationIds)]);
}
