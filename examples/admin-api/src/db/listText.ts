/**
 * Pieces of the lists' statements that write a page as the API answers it (the project, user and audit lists),
 * and the bound of the user list's search probe.
 */
import { sql } from 'drizzle-orm';

/**
 * The page size written into the statement, not bound: with the LIMIT a parameter, PostgreSQL costs the
 * prepared statement's generic plan as if it read a tenth of the table, so it never takes it and plans the
 * statement again on every execution (most of the statement's time). Page sizes are a few small integers
 * (the contract allows 1-200), so the shapes stay few.
 */
export const pageLimit = (limit: number) =>
  Number.isSafeInteger(limit) && limit >= 0 ? sql.raw(String(limit)) : sql`${limit}`;

/**
 * The rows a page skips, bound as a subquery's value: a plain bound OFFSET is seen by each custom plan (the
 * first pages' small offsets look far cheaper than the generic plan's guess of a tenth of the rows), so
 * PostgreSQL keeps planning the prepared statement on every execution. Through an initplan no plan can see
 * the value, custom plans cost what the generic one does, and the generic plan is taken from the sixth
 * execution on (same rows: the offset is the same number).
 */
export const pageOffset = (offset: number) => sql`(select ${offset}::int)`;

/** A timestamp as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`). */
export const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** An int array as the driver hands it: parsed (node-postgres, PGlite), or its text. */
export const intsOf = (ids: (number | string)[] | string | null): number[] =>
  ids === null
    ? []
    : typeof ids === 'string'
      ? ids
          .slice(1, -1)
          .split(',')
          .filter((x) => x !== '')
          .map(Number)
      : ids.map(Number);

/**
 * How many matches of a search the project and user lists read whole to sort its page from them (`probeIdsOf` in
 * areas/projects/queries.ts, `searchPage` in areas/users/queries.ts). Found in list order instead, a word whose
 * matches are few but which the planner believes common walks the whole index of the order for a page it never
 * fills (7 ms a read at 10,000 projects, one search in six; 11-45 ms at 10,000 users).
 */
export const SEARCH_PROBE = 1000;
let searchProbe = SEARCH_PROBE;

/** The bound of the user list's search probe. */
export const userSearchProbe = () => searchProbe;

/** Sets the bound of the user list's search probe (tests reach both of its outcomes with a few rows); undefined restores it. */
export function setUserSearchProbe(bound: number | undefined) {
  searchProbe = bound ?? SEARCH_PROBE;
}
