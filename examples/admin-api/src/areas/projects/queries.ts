/** Projects as the caller may see them: pages, details, the drop-down, members, services. */
import type { ProjectDetail, ProjectService } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, asc, eq, exists, ilike, inArray, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { ACCESS_TABLES, type Access, isAdminOf } from '../../access/access';
import { type Visibility, visibilityOf, visibleProjects } from '../../access/visibility';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import { fromOutline, LIST_KEEP, type ListSort, outlineOf } from '../../db/keyset';
import { pageLimit, SEARCH_PROBE } from '../../db/listText';
import { executePrepared, executeQuery, executeShaped } from '../../db/prepared';
import { containing, type ListOptions } from '../../db/search';
import { notFound } from '../../http/errors';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { roleAssignments, users } from '../users/tables';
import { ServiceId } from './serviceCatalogue';
import { favorites, projectCounts, projectServices, projects, services } from './tables';

/** Builds `select 1` subqueries for `exists(...)`; they are only rendered, never run on their own. */
const qb = new QueryBuilder();

export type ProjectDto = z.infer<typeof ProjectDetail>;
export type ProjectServiceDto = z.infer<typeof ProjectService>;

/** Filters of the project list (spec section 3). */
export interface ProjectFilter extends ListOptions {
  orgId?: number | undefined;
  branchId?: number | undefined;
  serviceId?: number | undefined;
}

/** Services of some projects, by project id. */
export async function servicesOfProjects(db: Db, ids: number[], search?: string) {
  const byProject = new Map<number, ProjectServiceDto[]>();
  if (ids.length === 0) return byProject;
  const rows = await db
    .select({
      projectId: projectServices.projectId,
      serviceId: projectServices.serviceId,
      key: services.key,
      name: services.name,
      status: projectServices.status,
      quota: projectServices.quota,
      used: projectServices.used,
      updatedAt: projectServices.updatedAt,
    })
    .from(projectServices)
    .innerJoin(services, eq(services.id, projectServices.serviceId))
    .where(and(inArray(projectServices.projectId, ids), search ? ilike(services.name, containing(search)) : undefined))
    .orderBy(asc(projectServices.serviceId));
  for (const { projectId, updatedAt, ...s } of rows) {
    const list = byProject.get(projectId) ?? [];
    list.push({ ...s, updatedAt: updatedAt.toISOString() });
    byProject.set(projectId, list);
  }
  return byProject;
}

/** A row of {@link details}' one statement: the project with its services and favorite flag as JSON. */
interface DetailRow {
  id: number;
  organizationId: number;
  organizationName: string;
  branchId: number;
  branchName: string;
  name: string;
  logo: string | null;
  description: string;
  /** Milliseconds since the epoch (JSON carries no timestamps). */
  createdAt: number;
  isFavorite: boolean;
  services: (Omit<ProjectServiceDto, 'updatedAt'> & { updatedAt: number })[];
}

/** node-postgres parses json columns; other drivers may hand back the text. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** How {@link details} finds the total: not at all, or through a read cache under a key. */
type Totals =
  | false
  | {
      reads: ReadCache;
      key: string;
      count: () => Promise<number> /** Where the page starts in the list. */;
      offset: number;
    };

/** The list's sort columns by `sortBy` (a fixed set: they are written into the statement). */
const SORT_COLUMNS = { ID: 'id', NAME: 'name', CREATED_AT: 'created_at' } as const;

/**
 * The list order: the sort column either way, ties broken by id descending. Each of the six orders is one
 * index walked one way (migration 0012), carrying what visibility is decided on.
 */
function listOrder(o: ListOptions, alias: string) {
  const column = SORT_COLUMNS[o.sortBy ?? 'ID'];
  const direction = o.sortOrder === 'ASC' ? 'asc' : 'desc';
  return sql.raw(`${alias}."${column}" ${direction}, ${alias}."id" desc`);
}

/** Where a seeking page starts: right after `after` in list order, then `skip` rows on. */
interface Seek {
  after: Boundary;
  skip: number;
}

/**
 * SQL condition: rows after `b` in the list order of `o` (sort column either way, ties by id descending).
 * Ascending, the column's range leads (`>=`) so that it is the index condition: written as one `or`, the
 * scan starts at the top of the index and filters every row before the boundary.
 */
function after(o: ListOptions, b: Boundary) {
  const desc = o.sortOrder !== 'ASC';
  if ((o.sortBy ?? 'ID') === 'ID') return desc ? sql`${projects.id} < ${b.id}` : sql`${projects.id} > ${b.id}`;
  const column = o.sortBy === 'NAME' ? projects.name : projects.createdAt;
  return desc
    ? sql`(${column}, ${projects.id}) < (${b.value}, ${b.id})`
    : sql`(${column} >= ${b.value} and (${column} > ${b.value} or ${projects.id} < ${b.id}))`;
}

/**
 * Projects matching a condition, as the caller sees them, in one statement: the page's ids first, from an
 * index in list order (a deep page skips index entries, not joined rows), then for those ids only the
 * branch, organization, favorite flag and services, each joined once for the whole page. The total, which
 * counts every matching row, comes from the read cache when a request since the last write already
 * counted it.
 */
async function details(db: Db, access: Access, where: SQL | undefined, o: ListOptions, totals: Totals, seek?: Seek) {
  const { rows, total } = await pageRows<{ items: unknown }>(db, access, () => where, o, totals, seek, itemsAsObjects);
  const [row] = rows;
  // Built field by field: objects spread from parsed JSON and then grown cost V8 several times more.
  const items: ProjectDto[] = fromJson<DetailRow[]>(row?.items ?? []).map((r) => ({
    id: r.id,
    organizationId: r.organizationId,
    organizationName: r.organizationName,
    branchId: r.branchId,
    branchName: r.branchName,
    name: r.name,
    logo: r.logo,
    description: r.description,
    createdAt: new Date(r.createdAt).toISOString(),
    isFavorite: r.isFavorite,
    services: r.services.map((x) => ({
      serviceId: x.serviceId,
      key: x.key,
      name: x.name,
      status: x.status,
      quota: x.quota,
      used: x.used,
      updatedAt: new Date(x.updatedAt).toISOString(),
    })),
    isAdmin: isAdminOf(access, {
      level: 'project',
      organizationId: r.organizationId,
      branchId: r.branchId,
      projectId: r.id,
    }),
  }));
  return { items, total };
}

/** A page of the list as the database wrote it: its items' JSON text, how many, and where it ends. */
export interface WrittenPage {
  /** The items as the API answers them, JSON text written by PostgreSQL (see {@link itemsAsText}). */
  itemsJson: string;
  total: number;
  count: number;
  /** The last item's name and id (where the next page starts); undefined for an empty page. */
  last: { name: string; id: number } | undefined;
}

/**
 * A page of the list with its items written as the API's JSON answer by the database, in one statement as
 * {@link details} reads them: the API hands the text on without parsing it, mapping each row to its DTO and
 * serialising it again (a fifth of the API's time per page read). `isAdmin` is decided in the statement from
 * the caller's admin grants, bound as arrays (the text, and so the prepared statement, is the same for everyone).
 */
async function writtenPage(
  db: Db,
  access: Access,
  f: ProjectFilter,
  where: WhereOf,
  o: ListOptions,
  totals: Totals,
  seek?: Seek,
): Promise<WrittenPage> {
  const { rows, total } = await pageRows<WrittenRow>(
    db,
    access,
    where,
    o,
    totals,
    seek,
    itemsAsText,
    shapeOf(access, f, o, seek),
    o.search ? shapeOf(access, f, ...wholeSearch(o, totals, seek)) : undefined,
  );
  const [row] = rows;
  const count = Number(row?.count ?? 0);
  const itemsJson = row?.items ?? '[]';
  return { itemsJson, total, count, last: count > 0 ? lastItem(itemsJson) : undefined };
}

/**
 * A search's page as {@link probeCtesOf} reads it, from all its matches: at its own offset in the list, without the
 * seek (the page is sorted from every match, so where an earlier page ended adds nothing, and with it the statement
 * would be planned for the boundary: a walk of the sort's index, not the trigram index). With no total (no offset
 * known), as it is.
 */
function wholeSearch(o: ListOptions, totals: Totals, seek: Seek | undefined): [ListOptions, Seek | undefined] {
  return seek && totals ? [{ ...o, offset: totals.offset }, undefined] : [o, seek];
}

/** How each item's JSON starts in {@link itemsAsText}'s text (a name holding it is escaped: `{\"id\"`). */
const ITEM_START = '{"id":';

/**
 * The last item's name and id, from its own JSON only (the end of the page's text): where the next page
 * starts, without parsing the whole page (nor sorting the rows again in the statement to select them).
 */
function lastItem(itemsJson: string): { name: string; id: number } {
  const start = itemsJson.lastIndexOf(ITEM_START);
  const end = itemsJson.lastIndexOf(']');
  const item = (
    start >= 0 && end > start ? JSON.parse(itemsJson.slice(start, end)) : (JSON.parse(itemsJson) as unknown[]).at(-1)
  ) as { name: string; id: number };
  return { name: item.name, id: item.id };
}

/** The row {@link itemsAsText} selects. */
interface WrittenRow {
  items: string | null;
  count: number | string;
}

/** Selects a page's items (`from page join projects p ...`, in `order`): as JSON the API parses and maps. */
type ItemsSelect = (access: Access, order: SQL) => SQL;

const itemsAsObjects: ItemsSelect = (_access, order) => sql`
    select coalesce(json_agg(json_build_object('id', p.id, 'organizationId', p.organization_id,
        'organizationName', o.name, 'branchId', p.branch_id, 'branchName', b.name, 'name', p.name,
        'logo', p.logo, 'description', p.description,
        'createdAt', (extract(epoch from p.created_at) * 1000)::float8,
        'isFavorite', f.project_id is not null,
        'services', coalesce(svc.services, '[]'::json)) order by ${order}), '[]'::json) as "items"`;

/** Each caller's {@link adminGrants}, written once per access. */
const adminGrantsOf = new WeakMap<Access, { orgs: string; branches: string; projects: string }>();

/** The caller's admin grants as the statement's arrays: organizations, and branches and projects keyed with their organization. */
function adminGrants(access: Access) {
  let grants = adminGrantsOf.get(access);
  if (!grants) {
    grants = writeAdminGrants(access);
    adminGrantsOf.set(access, grants);
  }
  return grants;
}

function writeAdminGrants(access: Access) {
  const orgs: number[] = [];
  const branches: string[] = [];
  const projects: string[] = [];
  // (organization << 32) | id: a branch or project admin grant counts in its own organization only, as in `priorityOn`.
  const keyed = (org: number, id: number) => (BigInt(org) * 4294967296n + BigInt(id)).toString();
  for (const g of access.grants) {
    if (g.role !== 'ADMIN') continue;
    if (g.projectId !== null) projects.push(keyed(g.organizationId, g.projectId));
    else if (g.branchId !== null) branches.push(keyed(g.organizationId, g.branchId));
    else orgs.push(g.organizationId);
  }
  return { orgs: `{${orgs.join(',')}}`, branches: `{${branches.join(',')}}`, projects: `{${projects.join(',')}}` };
}

/** A text value as a JSON string (`to_json` escapes as `json_build_object` does); `null` for null. */
const jsonText = (column: string) => `to_json(${column})::text`;

/**
 * The items as the answer's JSON text, each object written by concatenating its fields' text: the same JSON as
 * `json_build_object` writes (its values escaped by the same `to_json`, less the spaces), for a third of its cost
 * (it looks each argument's type up again on every row: about 10 µs a row against 5). The project's own text
 * fields, from `name` to `createdAt`, come written already: `p.list_json`, a generated column written with the
 * row (migration 0024), instead of escaping and formatting them again on every read.
 */
const itemsAsText: ItemsSelect = (access, order) => {
  const grants = adminGrants(access);
  return sql`
    select '[' || coalesce(string_agg('{"id":' || p.id || ',"organizationId":' || p.organization_id
        || ',"organizationName":' || ${sql.raw(jsonText('o.name'))} || ',"branchId":' || p.branch_id
        || ',"branchName":' || ${sql.raw(jsonText('b.name'))} || p.list_json
        || ',"isFavorite":' || case when f.project_id is null then 'false' else 'true' end
        || ',"services":' || coalesce(svc.services, '[]')
        || ',"isAdmin":' || case when ${access.isSuperAdmin}::boolean
          or p.organization_id = any(${grants.orgs}::int[])
          or ((p.organization_id::bigint << 32) | p.branch_id) = any(${grants.branches}::bigint[])
          or ((p.organization_id::bigint << 32) | p.id) = any(${grants.projects}::bigint[])
          then 'true' else 'false' end
        || '}', ',' order by ${order}), '') || ']' as "items",
      count(*) as "count"`;
};

/**
 * The statement's services of each project: JSON the API parses (epoch milliseconds), or the answer's text,
 * written as {@link itemsAsText} writes the items: the catalogue's key and name and the project's status, quota,
 * use and updatedAt come written already, in generated columns written with their rows (migration 0025).
 */
const servicesOf = (asText: boolean) =>
  asText
    ? sql.raw(`'[' || string_agg('{"serviceId":' || ps.service_id || s.list_json || ps.list_json, ','
          order by ps.service_id) || ']'`)
    : sql.raw(`json_agg(json_build_object('serviceId', ps.service_id, 'key', s.key, 'name', s.name,
          'status', ps.status, 'quota', ps.quota, 'used', ps.used,
          'updatedAt', (extract(epoch from ps.updated_at) * 1000)::float8) order by ps.service_id)`);

/**
 * A list page's statements by shape (see `executeShaped` in db/prepared.ts): a key naming everything their text
 * depends on, and their values gathered in the order of the statements' parameters, without building them with
 * drizzle. Undefined where a statement is built every time (a page size that is not written into the text).
 */
interface PageShape {
  key: string;
  /** The values of the statement finding the page's ids (`pageIds`), in order. */
  idValues: unknown[];
  /** The values the page statement binds after its ids' (the items select and the favorites join), in order. */
  itemValues: unknown[];
}

/**
 * The shape of a list page read by {@link writtenPage}, with its values: they follow {@link projectListWhere}
 * (visibility, organization, branch, search, service), then {@link after}, then the offset; then the items
 * select's (`itemsAsText`) and the caller's id.
 */
function shapeOf(access: Access, f: ProjectFilter, o: ListOptions, seek: Seek | undefined): PageShape | undefined {
  if (!Number.isSafeInteger(o.limit) || o.limit < 0) return undefined;
  const sortBy = o.sortBy ?? 'ID';
  const v: Visibility = visibilityOf(access);
  const idValues: unknown[] = [];
  if (!v.all) idValues.push(...v.organizationIds, ...v.branchIds, ...v.projectIds);
  if (f.orgId !== undefined) idValues.push(f.orgId);
  if (f.branchId !== undefined) idValues.push(f.branchId);
  if (o.search) idValues.push(containing(o.search));
  if (f.serviceId !== undefined) idValues.push(f.serviceId);
  if (seek) {
    const b = seek.after;
    if (sortBy === 'ID') idValues.push(b.id);
    else if (sortBy !== 'NAME') return undefined;
    else if (o.sortOrder === 'ASC') idValues.push(b.value, b.value, b.id);
    else idValues.push(b.value, b.id);
  }
  idValues.push(o.offset);
  const grants = adminGrants(access);
  const key = [
    'projects:page',
    sortBy,
    o.sortOrder === 'ASC' ? 'ASC' : 'DESC',
    o.limit,
    v.all ? 'all' : `${v.organizationIds.length}/${v.branchIds.length}/${v.projectIds.length}`,
    f.orgId !== undefined ? 'org' : '',
    f.branchId !== undefined ? 'branch' : '',
    o.search ? 'search' : '',
    f.serviceId !== undefined ? 'service' : '',
    seek ? 'seek' : '',
  ].join(':');
  return {
    key,
    idValues,
    itemValues: [access.isSuperAdmin, grants.orgs, grants.branches, grants.projects, access.userId],
  };
}

/**
 * The list's condition (see {@link projectListWhere}); `wordAsValue`: its searched word written so that no plan
 * depends on it.
 */
type WhereOf = (wordAsValue?: boolean) => SQL | undefined;

/** The page's rows (one: the items as JSON) and the total, read as {@link details} describes. */
async function pageRows<R>(
  db: Db,
  access: Access,
  whereOf: WhereOf,
  o: ListOptions,
  totals: Totals,
  seek: Seek | undefined,
  items: ItemsSelect,
  shape?: PageShape,
  /** The shape of a search's page read from its matches (see {@link wholeSearch}). */
  probeShape?: PageShape,
): Promise<{ rows: R[]; total: number }> {
  // Built only where a shape's text is written (each statement's first read), or without a shape.
  let built: SQL | undefined;
  const pageIds = () => {
    built ??= pageIdsOf(whereOf(), o, seek);
    return built;
  };
  // `before`: CTEs the page is read from (a search's matches, see probeCtesOf), and what the select adds with them.
  const statement = (page: SQL, order: SQL, before?: { ctes: SQL; select: SQL }) => sql`
    with ${before ? sql`${before.ctes}, ` : sql``}page as materialized (${page}),
    svc as (
      select ps.project_id, ${servicesOf(items === itemsAsText)} as services
      from ${projectServices} ps join ${services} s on s.id = ps.service_id
      where ps.project_id in (select id from page)
      group by ps.project_id
    )${items(access, order)}${before ? sql`, ${before.select}` : sql``}
    from page
    join ${projects} p on p.id = page.id
    join ${branches} b on b.id = p.branch_id
    join ${organizations} o on o.id = p.organization_id
    left join ${favorites} f on f.user_id = ${access.userId} and f.project_id = p.id
    left join svc on svc.project_id = p.id`;
  // Kept as the page ends are (LIST_KEEP): the feed drops it at the first change to a table it is read from, and
  // a search's total decides whether its matches are read whole (counting every match of a common word again
  // every two seconds costs a statement over all of them: tens of milliseconds at 100,000 projects).
  const counted = () =>
    totals
      ? totals.reads.get(`projects:total:${totals.key}`, totals.count, PROJECT_PAGE_TABLES, LIST_KEEP)
      : Promise.resolve(0);
  let rows: R[];
  let total: number;
  if (!o.search) {
    // Prepared (parsed and planned once per connection), beside the total.
    const read = shape
      ? executeShaped<R>(
          db,
          shape.key,
          () => statement(pageIds(), listOrder(o, 'p')),
          [...shape.idValues, ...shape.itemValues],
          true,
        )
      : executePrepared<R>(db, statement(pageIds(), listOrder(o, 'p')));
    [rows, total] = await Promise.all([read, counted()]);
  } else {
    // Unless the word is known to be common (its total counted since the last change), its matches are read
    // whole first, up to SEARCH_PROBE of them, and the page sorted from them and read in the same statement
    // (see probeCtesOf), with their count as the total. As many, and the page is found in list order: a common
    // word's best plan depends on the word (in list order, not through the trigram index), which a generic
    // plan cannot know, so the page's ids are found first by a statement planned for the word (one table:
    // planned in a fraction of the whole statement's time), then the page is read by those ids with one
    // prepared statement for every search. A page short of full ends the list: the total is where it starts
    // plus its rows, not counted (unless empty: the list may end before it).
    const totalKey = totals ? `projects:total:${totals.key}` : undefined;
    const known = totals && totalKey ? totals.reads.peek<number>(totalKey) : undefined;
    const start = totals ? totals.offset : 0;
    /** The total of a page of `count` rows: counted unless its read knows it. */
    const totalOf = (count: number, probed: number | undefined) =>
      probed !== undefined && totals
        ? probed
        : count < o.limit && (count > 0 || start === 0) && totals
          ? start + count
          : counted();
    if (known === undefined || known < searchProbe) {
      // The matches read whole and the page read from them in one statement (one round trip), prepared: the
      // word is a value its plan does not depend on (see probeCtesOf), so PostgreSQL keeps one generic plan
      // for every word instead of planning the whole statement again for each.
      const [whole, wholeSeek] = wholeSearch(o, totals, seek);
      const probed = () => {
        const probe = probeCtesOf(whereOf(true), whole, wholeSeek, searchProbe);
        return statement(probe.page, sql`page.n`, { ctes: probe.ctes, select: sql`(select n from probe) as "probed"` });
      };
      const [row] = await (probeShape
        ? executeShaped<R & ProbedRow>(
            db,
            `${probeShape.key}:probed:${searchProbe}`,
            probed,
            [...probeShape.idValues, ...probeShape.itemValues],
            true,
          )
        : executePrepared<R & ProbedRow>(db, probed()));
      const n = Number(row?.probed ?? searchProbe);
      if (row && n < searchProbe) {
        const count = Number((row as { count?: number | string }).count ?? 0);
        // Without a seek, every match was counted: the total the count would find.
        return { rows: [row], total: await totalOf(count, wholeSeek ? undefined : n) };
      }
    }
    const found = await (shape
      ? executeShaped<{ id: number | string }>(db, `${shape.key}:ids`, pageIds, shape.idValues, false)
      : executeQuery<{ id: number | string }>(db, pageIds()));
    const ids = found.map((r) => Number(r.id));
    const idsLiteral = `{${ids.join(',')}}`;
    const byIds = () => sql`select x.id, x.n from unnest(${idsLiteral}::int[]) with ordinality as x(id, n)`;
    const read = () =>
      shape
        ? executeShaped<R>(
            db,
            'projects:byIds',
            () => statement(byIds(), sql`page.n`),
            [idsLiteral, ...shape.itemValues],
            true,
          )
        : executePrepared<R>(db, statement(byIds(), sql`page.n`));
    [rows, total] = await Promise.all([ids.length === 0 ? [] : read(), totalOf(ids.length, undefined)]);
  }
  return { rows, total };
}

/** What the statement of a search's matches read whole adds to the page's row (see {@link probeCtesOf}). */
interface ProbedRow {
  /** How many rows match, at most the bound. */
  probed: number | string | null;
}

let searchProbe = SEARCH_PROBE;

/** Sets the bound of {@link probeCtesOf} (tests reach both of its outcomes with a few rows); undefined restores it. */
export function setSearchProbe(bound: number | undefined) {
  searchProbe = bound ?? SEARCH_PROBE;
}

/**
 * A search's page found from its matches: up to `bound` matching rows, read whole (the trigram index finds a rare
 * word's few), their count, and the page's ids sorted from them in list order; the page (`select ... from page`)
 * is read from those ids in the same statement. When the count reaches the bound, the matches may not all be
 * there: the page is empty, and found by {@link pageIdsOf} instead. `where` writes the searched word as a value
 * (`(select lower($n))`), so that no plan, generic or custom, depends on it: a prepared statement's plans then cost
 * the same for every word, and PostgreSQL keeps its generic plan (the trigram index, whatever the word) instead of
 * planning the statement again on every read.
 */
function probeCtesOf(where: SQL | undefined, o: ListOptions, seek: Seek | undefined, bound: number) {
  const condition = and(where, seek ? after(o, seek.after) : undefined) ?? sql`true`;
  const limit = sql.raw(String(bound));
  return {
    ctes: sql`m as materialized (
        select ${projects.id} as id, ${projects.name} as name, ${projects.createdAt} as created_at from ${projects}
        where ${condition}
        limit ${limit}),
      probe as materialized (
        select (select count(*) from m)::int as n,
          array(select m.id from m order by ${listOrder(o, 'm')} limit ${pageLimit(o.limit)} offset ${o.offset}) as ids)`,
    page: sql`select x.id, x.n from probe, unnest(probe.ids) with ordinality as x(id, n) where probe.n < ${limit}`,
  };
}

/** The statement finding a page's ids, in list order, from the index of its sort. */
function pageIdsOf(where: SQL | undefined, o: ListOptions, seek: Seek | undefined) {
  const condition = and(where, seek ? after(o, seek.after) : undefined) ?? sql`true`;
  return sql`
      select ${projects.id} as id from ${projects}
      where ${condition}
      order by ${listOrder(o, '"projects"')}
      limit ${pageLimit(o.limit)} offset ${o.offset}`;
}

/**
 * How many visible projects match the filters. With a search or a service filter, counted (the search
 * through the trigram index where there is one). Otherwise from the per-branch counts the triggers keep
 * (migration 0012): whole organizations and branches the caller sees are a sum of a few rows, and only
 * projects granted one by one, outside those, are counted.
 */
export async function countProjects(db: Db, access: Access, f: Omit<ProjectFilter, keyof ListOptions> & ListOptions) {
  // Written by statementText rather than drizzle's select builder (a search past its last page counts on each read).
  const count = async (where: SQL | undefined) => {
    const [counted] = await executeQuery<{ n: number }>(
      db,
      sql`select count(*)::int as "n" from ${projects} where ${where ?? sql`true`}`,
    );
    return counted?.n ?? 0;
  };
  if (f.search || f.serviceId !== undefined) return count(projectListWhere(access, f));
  const v = visibilityOf(access);
  const scope = (org: SQL | PgColumn, branch: SQL | PgColumn) =>
    and(
      f.orgId !== undefined ? sql`${org} = ${f.orgId}` : undefined,
      f.branchId !== undefined ? sql`${branch} = ${f.branchId}` : undefined,
    );
  const wholeOf = (org: PgColumn, branch: PgColumn) =>
    v.all
      ? sql`true`
      : or(
          v.organizationIds.length > 0 ? inArray(org, v.organizationIds) : undefined,
          v.branchIds.length > 0 ? inArray(branch, v.branchIds) : undefined,
        );
  const wholeCounts = wholeOf(projectCounts.organizationId, projectCounts.branchId);
  let total = 0;
  if (wholeCounts) {
    const [summed] = await executeQuery<{ n: number }>(
      db,
      sql`select coalesce(sum(${projectCounts.n}), 0)::int as "n" from ${projectCounts}
        where ${and(wholeCounts, scope(projectCounts.organizationId, projectCounts.branchId))}`,
    );
    total += summed?.n ?? 0;
  }
  if (!v.all && v.projectIds.length > 0) {
    const whole = wholeOf(projects.organizationId, projects.branchId);
    total += await count(
      and(
        inArray(projects.id, v.projectIds),
        whole ? not(whole) : undefined,
        scope(projects.organizationId, projects.branchId),
      ),
    );
  }
  return total;
}

/**
 * The visible projects matching the list filters. `wordAsValue`: the searched word's pattern is a subquery's value
 * (`(select lower($n))`), the same condition that no plan can depend on (see `probeCtesOf`); by default the
 * statement is planned for the word (a rare one through the trigram index, a common one in list order).
 */
export function projectListWhere(
  access: Access,
  f: Omit<ProjectFilter, keyof ListOptions> & { search?: string | undefined },
  wordAsValue = false,
) {
  return and(
    visibleProjects(visibilityOf(access)),
    f.orgId !== undefined ? eq(projects.organizationId, f.orgId) : undefined,
    f.branchId !== undefined ? eq(projects.branchId, f.branchId) : undefined,
    // lower(name) LIKE, as the trigram index of migration 0011 is built on lower(name).
    f.search
      ? wordAsValue
        ? sql`lower(${projects.name}) like (select lower(${containing(f.search)}))`
        : sql`lower(${projects.name}) like lower(${containing(f.search)})`
      : undefined,
    f.serviceId !== undefined
      ? exists(
          qb
            .select({ one: sql`1` })
            .from(projectServices)
            .where(and(eq(projectServices.projectId, projects.id), eq(projectServices.serviceId, f.serviceId))),
        )
      : undefined,
  );
}

/**
 * Every table a project page is read from, the caller's roles included (they decide what is visible and
 * `isAdmin`): a change to any of them drops cached pages and totals.
 */
export const PROJECT_PAGE_TABLES = [
  'projects',
  'branches',
  'organizations',
  'services',
  'project_services',
  'favorites',
  ...ACCESS_TABLES,
] as const;

/** What keys a caller's cached pages: what they see (shared by callers who see the same), and who they are. */
const callerKeysOf = new WeakMap<Access, { visibility: string; caller: string }>();

/** The caller's keys of {@link projectPage}, written once per access (it is not changed once loaded). */
function callerKeys(access: Access) {
  let keys = callerKeysOf.get(access);
  if (!keys) {
    keys = {
      visibility: JSON.stringify(visibilityOf(access)),
      caller: JSON.stringify([access.userId, access.isSuperAdmin, access.grants]),
    };
    callerKeysOf.set(access, keys);
  }
  return keys;
}

/**
 * A page of projects, reused from `tracked` (per caller: favorites and `isAdmin` are theirs) until a table
 * it was read from changes; the total likewise from `reads`, shared by callers who see the same projects.
 */
export function projectPage(
  db: Db,
  access: Access,
  f: ProjectFilter,
  caches: { reads: ReadCache; tracked: ReadCache },
) {
  const filters = JSON.stringify([f.orgId, f.branchId, f.serviceId, f.search ?? '']);
  const keys = callerKeys(access);
  const key = `${keys.visibility}|${filters}`;
  const pageKey = `${keys.caller}|${filters}|${JSON.stringify([f.sortBy, f.sortOrder, f.offset, f.limit])}`;
  const totals = { reads: caches.reads, key, count: () => countProjects(db, access, f), offset: f.offset };
  return caches.tracked.get(
    `projects:page:${pageKey}`,
    () => seekPage(db, access, f, caches.reads, key, totals),
    PROJECT_PAGE_TABLES,
  );
}

/** Where a page ends in list order: its last row's sort value and id. */
interface Boundary {
  value: string | number;
  id: number;
}

/** How far back {@link seekPage} looks for a page whose end it knows. */
const SEEK_BACK_PAGES = 64;
/** How far back a known page end is near enough to skip the rows between rather than read the outline. */
const NEAR_PAGES = 2;

/**
 * A page read by seeking (keyset paging) under `pageIndex`: where an earlier page of the same list, as
 * the same visibility sees it, was read since the last change to the projects, the page starts right
 * after that page's last row (a few pages further on, skipping only those), instead of skipping every row
 * before it. Each page read keeps where it ends, for the next. Sorting by creation time pages by offset:
 * its timestamps have more precision than the answer carries.
 */
async function seekPage(
  db: Db,
  access: Access,
  f: ProjectFilter,
  reads: ReadCache,
  key: string,
  totals: Totals,
): Promise<WrittenPage> {
  const sortBy = f.sortBy ?? 'ID';
  // Built only when a statement is written with it (see executeShaped), not on every read.
  const built = new Map<boolean, SQL | undefined>();
  const where: WhereOf = (wordAsValue = false) => {
    if (!built.has(wordAsValue)) built.set(wordAsValue, projectListWhere(access, f, wordAsValue));
    return built.get(wordAsValue);
  };
  if (sortBy === 'CREATED_AT' || f.limit <= 0 || f.offset % f.limit !== 0)
    return writtenPage(db, access, f, where, f, totals);
  const pageIndex = f.offset / f.limit;
  const boundaryKey = (page: number) =>
    `projects:seek:${JSON.stringify([key, sortBy, f.sortOrder ?? 'DESC', f.limit, page])}`;
  // Boundaries move with any change to the projects (and to their services, when filtered by one).
  const tables = f.serviceId !== undefined ? ['projects', 'project_services'] : ['projects'];
  const nearest = (back: number): Seek | undefined => {
    for (let page = pageIndex - 1; page >= Math.max(0, pageIndex - back); page--) {
      const after = reads.peek<Boundary>(boundaryKey(page));
      if (after) return { after, skip: (pageIndex - 1 - page) * f.limit };
    }
    return undefined;
  };
  // A deep page far from any page read since the last change seeks from the list's outline (see db/keyset.ts).
  const outlined = async (): Promise<Seek | undefined> => {
    if (pageIndex <= NEAR_PAGES) return undefined;
    const sort: ListSort = {
      value: sortBy === 'NAME' ? projects.name : undefined,
      id: projects.id,
      desc: f.sortOrder !== 'ASC',
    };
    const start = await fromOutline(
      {
        reads,
        key: `projects:${JSON.stringify([key, sortBy, f.sortOrder ?? 'DESC'])}`,
        tables,
        limit: f.limit,
        outline: (limit) => outlineOf(db, projects, where(), sort, limit),
      },
      pageIndex,
    );
    const after = start?.after;
    return after ? { after: { value: after.value ?? after.id, id: after.id }, skip: start.offset } : undefined;
  };
  const near = nearest(NEAR_PAGES);
  const outlineSeek = near ? undefined : await outlined();
  const seek = near ?? outlineSeek ?? nearest(SEEK_BACK_PAGES);
  const read = () => writtenPage(db, access, f, where, seek ? { ...f, offset: seek.skip } : f, totals, seek);
  // The outline knows where every page ends: nothing to keep (thousands of ends would crowd the cache).
  if (outlineSeek) return read();
  // The boundary is kept through the cache's own load, so a change committed while the page was read
  // keeps it from being remembered.
  let result: WrittenPage | undefined;
  await reads.get(
    boundaryKey(pageIndex),
    async (): Promise<Boundary | undefined> => {
      result = await read();
      const last = result.count === f.limit ? result.last : undefined;
      return last ? { value: sortBy === 'NAME' ? last.name : last.id, id: last.id } : undefined;
    },
    tables,
    LIST_KEEP,
  );
  return result ?? read();
}

/** One project as the caller sees it. */
export async function projectDetail(db: Db, access: Access, id: number) {
  const { items } = await details(db, access, eq(projects.id, id), { offset: 0, limit: 1 }, false);
  return items[0];
}

/** The projects the caller can see, by name, for a drop-down (1000 at most). */
export async function projectOptions(
  db: Db,
  access: Access,
  f: { orgId?: number | undefined; branchId?: number | undefined },
) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(projectListWhere(access, { orgId: f.orgId, branchId: f.branchId }))
    .orderBy(asc(projects.name))
    .limit(1000);
}

/** The people assigned at a project, by name, with their role there. */
export async function projectMembers(db: Db, id: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isActive: users.active,
      role: roleAssignments.role,
    })
    .from(roleAssignments)
    .innerJoin(users, eq(users.id, roleAssignments.userId))
    .where(eq(roleAssignments.projectId, id))
    .orderBy(asc(users.name));
}

/** Whether a project has the notebook hub among its services. */
export async function hasNotebookHub(db: Db, id: number) {
  const rows = await db
    .select({ id: projectServices.serviceId })
    .from(projectServices)
    .where(and(eq(projectServices.projectId, id), inArray(projectServices.serviceId, [ServiceId.NotebookHub])));
  return rows.length > 0;
}

/** The services of the catalogue a project does not have yet. */
export async function servicesMissingFrom(db: Db, projectId: number) {
  const have = (await servicesOfProjects(db, [projectId])).get(projectId) ?? [];
  const ids = have.map((s) => s.serviceId);
  return db
    .select()
    .from(services)
    .where(ids.length > 0 ? notInArray(services.id, ids) : undefined)
    .orderBy(asc(services.id));
}

/** One service of a project as listed; 404 when the project does not have it. */
export async function oneService(db: Db, projectId: number, serviceId: number) {
  const service = (await servicesOfProjects(db, [projectId])).get(projectId)?.find((s) => s.serviceId === serviceId);
  if (!service) throw notFound('Service in this project');
  return service;
}

/** The groups of a project: its admins and its members. */
export async function projectGroups(db: Db, id: number) {
  const rows = await projectMembers(db, id);
  return [
    { name: 'Project admins', role: 'ADMIN' as const, members: rows.filter((r) => r.role === 'ADMIN') },
    { name: 'Project members', role: 'MEMBER' as const, members: rows.filter((r) => r.role === 'MEMBER') },
  ];
}
