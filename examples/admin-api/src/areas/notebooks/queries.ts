import { type Notebook, type NotebookSizeOption, notebookLimits } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Access, isAdminOf, type Scope } from '../../access/access';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import {
  afterBoundary,
  type Boundary,
  cachedTotal,
  type ListSort,
  lastBoundary,
  outlineOf,
  pageIdsOf,
  seekingPage,
} from '../../db/keyset';
import { rowsByIds } from '../../db/rowsByIds';
import { containing, type ListOptions } from '../../db/search';
import type { AppServices, RequestContext } from '../../env';
import { notFound } from '../../http/errors';
import { ServiceId } from '../projects';
import { projectServices } from '../projects/tables';
import { users } from '../users/tables';
import { notebookImages, notebooks } from './tables';

export type NotebookDto = z.infer<typeof Notebook>;
type ProjectScope = Extract<Scope, { level: 'project' }>;

/** The hub's size profiles: CPU cores and memory go together. */
export const notebookSizes: z.infer<typeof NotebookSizeOption>[] = [
  { id: 'SMALL', name: 'Small', cpu: 1, memoryGiB: 4 },
  { id: 'MEDIUM', name: 'Medium', cpu: 2, memoryGiB: 8 },
  { id: 'LARGE', name: 'Large', cpu: 4, memoryGiB: 16 },
  { id: 'XLARGE', name: 'X-Large', cpu: 8, memoryGiB: 32 },
];

/** Where the API answers for a running instance (a page saying no notebook server runs here). */
export const notebookPath = (projectId: number, id: number) => `/hub/${projectId}/${id}/lab`;

/** Which instances of a project the caller sees: all for its admins (and above), else only their own. */
export function notebookVisibility(access: Access, scope: ProjectScope): SQL | undefined {
  const inProject = eq(notebooks.projectId, scope.projectId);
  return isAdminOf(access, scope) ? inProject : and(inProject, eq(notebooks.ownerId, access.userId));
}

/** Where Open leads for a running instance: its server on the hub (local), or the API's page saying none runs. */
export type NotebookUrl = (n: { projectId: number; id: number; ownerId: number }) => string;

/** The addresses of running instances with these services: the hub's server of the owner, or the honest page. */
export function notebookUrlOf(services: Pick<AppServices, 'config' | 'notebookHub'>): NotebookUrl {
  if (services.notebookHub.mode === 'local') {
    const hub = services.config.engines.hubUrl;
    return (n) => `${hub}/user/u${n.ownerId}/nb${n.id}/`;
  }
  const api = services.config.apiAudience;
  return (n) => `${api}${notebookPath(n.projectId, n.id)}`;
}

/** The notebook list's orders, each ties broken by id descending (migration 0018's indexes). */
function notebookSort(o: Pick<ListOptions, 'sortBy' | 'sortOrder'>): ListSort {
  const desc = o.sortOrder !== 'ASC';
  if (o.sortBy === 'NAME') return { value: notebooks.name, id: notebooks.id, desc };
  if (o.sortBy === 'CREATED_AT') return { value: notebooks.createdAt, type: 'timestamptz', id: notebooks.id, desc };
  return { id: notebooks.id, desc };
}

/** What moves the notebook list's pages and totals. */
const NOTEBOOK_LIST_TABLES = ['notebooks'] as const;

/**
 * Instances matching a condition as DTOs, with the total. With `cache` (the list, and whose view `key`
 * names), by keyset from the nearest earlier page whose end is known (see `db/keyset.ts`), the total
 * counted once per filter until the notebooks change.
 */
export async function notebookRows(
  db: Db,
  urlOf: NotebookUrl,
  where: SQL | undefined,
  o: ListOptions,
  cache?: { reads: ReadCache; key: unknown },
) {
  const sort = notebookSort(o);
  // lower(…) LIKE, as the trigram index of migration 0012 is built on lower(name).
  const filtered = and(where, o.search ? sql`lower(${notebooks.name}) like lower(${containing(o.search)})` : undefined);
  const count = async () => {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(notebooks).where(filtered);
    return counted?.n ?? 0;
  };
  // The page's ids first, from an index in list order alone (a deep page skips index entries, not rows
  // joined with their owner and image), then those rows with their names.
  const read = async (from: { after: Boundary | undefined; offset: number }) => {
    const page = await pageIdsOf(
      db,
      notebooks,
      and(filtered, from.after ? afterBoundary(sort, from.after) : undefined),
      sort,
      o.limit,
      from.offset,
      o.search ? 'for-values' : 'once',
    );
    const found =
      page.length === 0
        ? []
        : (
            await rowsByIds<typeof notebooks, { ownerName: string; imageName: string | null }>(
              db,
              notebooks,
              page.map((p) => p.id),
              {
                key: 'owner-image',
                extra: { ownerName: sql`${users.name}`, imageName: sql`${notebookImages.name}` },
                join: sql`join ${users} on ${users.id} = ${notebooks.ownerId}
                  left join ${notebookImages} on ${notebookImages.id} = ${notebooks.imageId}`,
              },
            )
          ).map(({ row, extra }) => ({ n: row, ownerName: extra.ownerName, imageName: extra.imageName }));
    const byId = new Map(found.map((r) => [r.n.id, r]));
    // In the page's order; an instance deleted between the two reads is left out.
    return { items: page.flatMap((p) => byId.get(p.id) ?? []), last: lastBoundary(page) };
  };
  let rows: Awaited<ReturnType<typeof read>>['items'];
  let total: number;
  if (cache) {
    const key = JSON.stringify(['notebooks', cache.key, o.search ?? '']);
    [rows, total] = await Promise.all([
      seekingPage({
        reads: cache.reads,
        key: JSON.stringify([key, o.sortBy ?? 'ID', o.sortOrder ?? 'DESC']),
        tables: NOTEBOOK_LIST_TABLES,
        offset: o.offset,
        limit: o.limit,
        read,
        outline: (limit) => outlineOf(db, notebooks, filtered, sort, limit),
      }),
      cachedTotal(cache.reads, key, NOTEBOOK_LIST_TABLES, count),
    ]);
  } else {
    const [page, counted] = await Promise.all([read({ after: undefined, offset: o.offset }), count()]);
    rows = page.items;
    total = counted;
  }
  const items = rows.map(({ n, ownerName, imageName }): NotebookDto => {
    const size = notebookSizes.find((s) => s.id === n.size) ?? notebookSizes[0];
    return {
      id: n.id,
      projectId: n.projectId,
      name: n.name,
      ownerId: n.ownerId,
      ownerName,
      imageId: n.imageId,
      imageName: imageName ?? n.imageId,
      size: n.size,
      cpu: (size?.cpu ?? 1) * n.replicas,
      memoryGiB: (size?.memoryGiB ?? 4) * n.replicas,
      gpuCount: n.gpuCount,
      storageGiB: n.storageGiB,
      status: n.status,
      statusReason: n.statusReason,
      url: n.status === 'RUNNING' ? urlOf(n) : null,
      lastActivityAt: n.lastActivityAt?.toISOString() ?? null,
      idleTimeoutMinutes: n.idleTimeoutMinutes,
      replicas: n.replicas,
      createdAt: n.createdAt.toISOString(),
      updatedAt: n.updatedAt.toISOString(),
    };
  });
  return { items, total };
}

/** One instance as the caller may see it; undefined when it does not exist or is someone else's. */
export async function notebookDetail(db: Db, urlOf: NotebookUrl, access: Access, scope: ProjectScope, id: number) {
  const page = await notebookRows(db, urlOf, and(notebookVisibility(access, scope), eq(notebooks.id, id)), {
    offset: 0,
    limit: 1,
  });
  return page.items[0];
}

/** The notebook hub service of a project, or undefined when the project has none. */
export async function notebookHubOf(db: Db, projectId: number) {
  const [row] = await db
    .select({ quota: projectServices.quota, used: projectServices.used, status: projectServices.status })
    .from(projectServices)
    .where(and(eq(projectServices.projectId, projectId), eq(projectServices.serviceId, ServiceId.NotebookHub)));
  return row;
}

/** Replicas all instances of a project hold: what the notebook hub's quota counts. */
export async function replicasInUse(db: Db, projectId: number, except?: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${notebooks.replicas}), 0)::int` })
    .from(notebooks)
    .where(and(eq(notebooks.projectId, projectId), except ? sql`${notebooks.id} <> ${except}` : undefined));
  return row?.n ?? 0;
}

/** One page of the instances the caller sees in the project of the route, optionally of one status. */
export function notebookPage(v: RequestContext, q: ListOptions & { status?: NotebookDto['status'] | undefined }) {
  const where = and(
    notebookVisibility(v.access, projectScopeOf(v.scope)),
    q.status ? eq(notebooks.status, q.status) : undefined,
  );
  const scope = projectScopeOf(v.scope);
  // Admins of the project see every instance in it; others their own.
  const whose = isAdminOf(v.access, scope) ? 'all' : v.access.userId;
  return notebookRows(v.services.db, notebookUrlOf(v.services), where, q, {
    reads: v.services.reads,
    key: [scope.projectId, whose, q.status ?? null],
  });
}

/** The instance as the caller may see it, or 404 (another member's instance does not exist for them). */
export async function visibleNotebook(v: RequestContext, id: number) {
  const detail = await notebookDetail(v.services.db, notebookUrlOf(v.services), v.access, projectScopeOf(v.scope), id);
  if (!detail) throw notFound('Notebook');
  return detail;
}

/** What a new notebook may be: the hub's images, the sizes and the limits. */
export async function notebookOptions(db: Db) {
  const images = await db
    .select({
      id: notebookImages.id,
      name: notebookImages.name,
      description: notebookImages.description,
      gpuCapable: notebookImages.gpuCapable,
    })
    .from(notebookImages)
    .orderBy(asc(notebookImages.position), asc(notebookImages.id));
  return { images, sizes: notebookSizes, gpuType: 'NVIDIA A100 40GB', ...notebookLimits };
}

/** The project scope a notebook route acts on; 404 when it is not a project. */
export function projectScopeOf(scope: Scope): ProjectScope {
  if (scope.level !== 'project') throw notFound('Project');
  return scope;
}
