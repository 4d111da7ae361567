/**
 * Keyset paging behind page numbers, shared by the lists (users, tickets, deployments, notebooks; the
 * project list has its own, with the same idea). Every list order is a sort value either way, ties broken
 * by id descending, so each row has one place. A page read keeps where it ends (its last row's sort value,
 * as the database prints it, and id) in the read cache until a table the list is read from changes; a later
 * page of the same list starts right after the nearest earlier page whose end is known, skipping only the
 * rows between, instead of every row before it. The total of a filter is kept there too, so paging through
 * one list counts once.
 *
 * A deep page whose nearer pages were not read meanwhile seeks too: when the same list order is read deep a
 * second time since its tables last changed, the list's outline is read once (every page's end, from one
 * pass over the list's index in order, `outlineOf`) and kept like the ends of pages read, so every later
 * page of that order starts right after its predecessor's end and reads its own rows only.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReadCache } from '../cache/readCache';
import type { Db } from './database';
import { pageLimit, pageOffset } from './listText';
import { executePrepared, executeQuery } from './prepared';

/** One order of a list: its sort value (none: by id alone), which way, and whether the value may be null. */
export interface ListSort {
  /** The sort value: a column or an expression of the row; undefined sorts by id alone. */
  value?: SQL | PgColumn | undefined;
  /** How the sort value is read back from its text (the boundary is kept as the database prints it). */
  type?: 'text' | 'integer' | 'timestamptz';
  /** The unique tiebreaker, always descending. */
  id: PgColumn;
  desc: boolean;
  /** The value may be null: nulls come after every value, either way. */
  nullsLast?: boolean;
}

/** Where a page ends in list order: its last row's sort value (as text; null for a null value) and id. */
export interface Boundary {
  value: string | null;
  id: number;
}

/** The ORDER BY of a list order: the sort value, then id descending. */
export function orderBy(s: ListSort): SQL {
  const direction = sql.raw(s.desc ? 'desc' : 'asc');
  if (!s.value) return sql`${s.id} ${direction}`;
  const nulls = s.nullsLast ? sql.raw(' nulls last') : sql``;
  return sql`${s.value} ${direction}${nulls}, ${s.id} desc`;
}

/** The sort value as text, for the boundary of a page (null when sorting by id alone). */
export function sortValueText(s: ListSort): SQL<string | null> {
  return s.value ? sql<string | null>`(${s.value})::text` : sql<string | null>`null::text`;
}

/**
 * SQL condition: rows after `b` in the list order `s`. Each is written so that the sort value's range is an
 * index condition (rows are found from the boundary on, not filtered from the top of the list); rows with
 * a null value after a non-null boundary are an `or` ({@link afterValue} leaves them out).
 */
export function afterBoundary(s: ListSort, b: Boundary): SQL {
  const id = s.id;
  if (!s.value) return s.desc ? sql`${id} < ${b.id}` : sql`${id} > ${b.id}`;
  const v = s.value;
  if (b.value === null) return sql`(${v} is null and ${id} < ${b.id})`;
  const values = afterValue(s, b);
  return s.nullsLast ? sql`(${values} or ${v} is null)` : values;
}

/**
 * SQL condition: rows with a sort value after the non-null boundary `b` (for a value that may be null,
 * without the null ones, which come after every value).
 */
export function afterValue(s: ListSort, b: Boundary): SQL {
  const { id } = s;
  const v = s.value ?? id;
  const at = sql`${b.value}::${sql.raw(s.type ?? 'text')}`;
  if (s.desc && !s.nullsLast) return sql`(${v}, ${id}) < (${at}, ${b.id})`;
  return s.desc
    ? sql`(${v} <= ${at} and (${v} < ${at} or ${id} < ${b.id}))`
    : sql`(${v} >= ${at} and (${v} > ${at} or ${id} < ${b.id}))`;
}

/** How far back {@link seekingPage} looks for a page whose end it knows. */
const SEEK_BACK_PAGES = 64;
/**
 * How long page ends, outlines and totals are kept while the change feed is live (it drops them as soon as
 * a table they are read from changes; the lists' tables announce every change that moves them).
 */
export const LIST_KEEP = { keepMs: 60_000 } as const;
/** How far back a page whose end is known is near enough to skip the rows between rather than read the outline. */
const NEAR_PAGES = 2;

/**
 * Every page's end of a list, in list order: the boundary of rows `limit`, 2 × `limit`, … (the last,
 * partial page has none), from one pass over the rows matching `where` in the order `s`.
 */
export async function outlineOf(db: Db, table: PgTable, where: SQL | undefined, s: ListSort, limit: number) {
  const result = await db.execute(sql`
    select x.v as "value", x.id as "id" from (
      select ${sortValueText(s)} as v, ${s.id} as id, row_number() over (order by ${orderBy(s)}) as n
      from ${table} where ${where ?? sql`true`}
    ) x where x.n % ${limit} = 0 order by x.n`);
  return (result as unknown as { rows: { value: string | null; id: number | string }[] }).rows.map(
    (r): Boundary => ({ value: r.value, id: Number(r.id) }),
  );
}

/**
 * The ids and sort values (as text, for the page's end) of `limit` rows of `table` matching `where` in the
 * order `s`, after skipping `offset`: one prepared statement per shape, the page size written into it and the
 * offset bound as a subquery's value, so PostgreSQL plans it once per connection and keeps its generic plan
 * (the index of the order walked from the boundary) instead of planning every read. `planned: 'for-values'`
 * (a search) runs it unprepared, planned for its values.
 */
export async function pageIdsOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  s: ListSort,
  limit: number,
  offset: number,
  planned: 'once' | 'for-values' = 'once',
): Promise<{ id: number; sortValue: string | null }[]> {
  const statement = sql`select ${s.id} as "id", ${sortValueText(s)} as "sortValue" from ${table}
    where ${where ?? sql`true`} order by ${orderBy(s)} limit ${pageLimit(limit)} offset ${pageOffset(offset)}`;
  // A searched word's best plan depends on the word (a trigram index for a rare one, the order's index for a
  // common one): planned for its values, as before, rather than kept generic.
  const rows = await (planned === 'for-values' ? executeQuery : executePrepared)<{
    id: number | string;
    sortValue: string | null;
  }>(db, statement);
  return rows.map((r) => ({ id: Number(r.id), sortValue: r.sortValue }));
}

/** A page as a list's reader answers it: the rows, and the last row's boundary when the page is full. */
export interface ReadPage<T> {
  items: T[];
  last: Boundary | undefined;
}

/**
 * One page under `offset`/`limit` of a list whose pages are remembered under `key` (the list, who sees what,
 * the filters and the order). `read` reads from `from.after` (rows after that boundary; none: from the top),
 * skipping `from.offset` rows, `limit` rows; it answers them with the last row's boundary. `tables`: what the
 * list is read from (a change to any of them forgets every boundary kept from them).
 */
export async function seekingPage<T>(o: {
  reads: ReadCache;
  key: string;
  tables: readonly string[];
  offset: number;
  limit: number;
  read: (from: { after: Boundary | undefined; offset: number }) => Promise<ReadPage<T>>;
  /** Every page's end in list order ({@link outlineOf}); without it a deep page skips the rows before it. */
  outline?: (limit: number) => Promise<Boundary[]>;
}): Promise<T[]> {
  const { reads, key, tables, offset, limit } = o;
  if (limit <= 0 || offset % limit !== 0) return (await o.read({ after: undefined, offset })).items;
  const pageIndex = offset / limit;
  const boundaryKey = (page: number) => `seek:${key}:${limit}:${page}`;
  const nearest = (back: number) => {
    for (let page = pageIndex - 1; page >= Math.max(0, pageIndex - back); page--) {
      const after = reads.peek<Boundary>(boundaryKey(page));
      if (after) return { after, offset: (pageIndex - 1 - page) * limit };
    }
    return undefined;
  };
  const near = nearest(NEAR_PAGES);
  const outlined = !near && pageIndex > NEAR_PAGES && o.outline ? await fromOutline(o, pageIndex) : undefined;
  const from = near ?? outlined ?? nearest(SEEK_BACK_PAGES) ?? { after: undefined, offset };
  // The outline knows where every page ends: nothing to keep (thousands of ends would crowd the cache).
  if (outlined) return (await o.read(from)).items;
  // The boundary is kept through the cache's own load, so a change committed while the page was read keeps
  // it from being remembered.
  let result: ReadPage<T> | undefined;
  await reads.get(
    boundaryKey(pageIndex),
    async () => {
      result = await o.read(from);
      return result.items.length === limit ? result.last : undefined;
    },
    tables,
    LIST_KEEP,
  );
  // Another request was reading the same page meanwhile: its boundary is shared, the rows read here.
  return (result ?? (await o.read(from))).items;
}

/**
 * Where page `pageIndex` starts by the list's outline: right after the end of the page before it (or of the
 * outline's last page, skipping the pages between, when the list is shorter now). The outline is read on
 * the second deep read of the same order since its tables changed (the first leaves a mark): a list read
 * deep once between two writes skips rows, which costs less than a pass over the whole list.
 */
export async function fromOutline(
  o: {
    reads: ReadCache;
    key: string;
    tables: readonly string[];
    limit: number;
    outline?: (limit: number) => Promise<Boundary[]>;
  },
  pageIndex: number,
): Promise<{ after: Boundary | undefined; offset: number } | undefined> {
  const { reads, key, tables, limit } = o;
  const outlineKey = `outline:${key}:${limit}`;
  let outline = reads.peek<Boundary[]>(outlineKey);
  if (!outline) {
    const markKey = `outline-wanted:${key}:${limit}`;
    if (!reads.peek<boolean>(markKey)) {
      await reads.get(markKey, async () => true, tables, LIST_KEEP);
      return undefined;
    }
    const read = o.outline;
    if (!read) return undefined;
    outline = await reads.get(outlineKey, () => read(limit), tables, LIST_KEEP);
  }
  if (outline.length === 0) return undefined;
  const page = Math.min(pageIndex - 1, outline.length - 1);
  const after = outline[page];
  return after ? { after, offset: (pageIndex - 1 - page) * limit } : undefined;
}

/** The last row's boundary of rows read with {@link sortValueText} as `sortValue`. */
export function lastBoundary(rows: { id: number; sortValue: string | null }[]): Boundary | undefined {
  const last = rows[rows.length - 1];
  return last ? { value: last.sortValue, id: last.id } : undefined;
}

/** The total of a list's filter, counted once until a table it is read from changes. */
export function cachedTotal(reads: ReadCache, key: string, tables: readonly string[], count: () => Promise<number>) {
  return reads.get(`total:${key}`, count, tables, LIST_KEEP);
}
