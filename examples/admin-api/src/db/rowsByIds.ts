/**
 * The rows of a list's page, found by their ids, in one prepared statement per list: the lists that read their
 * page's ids first (tickets, deployments, notebooks) then read those rows. Through drizzle's builder that
 * statement was written again on every read (`in ($1, …, $20)`) and planned again by the database (0.1-0.4 ms on
 * PostgreSQL, more in PGlite); here its text is one for any page (the ids bound as one array) and it is run as
 * a named prepared statement ({@link executeShaped}: its text written once), the table's columns mapped as drizzle's `select()` maps
 * them.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { executeShaped } from './prepared';

/** Statements by table and key (their text is kept by {@link executeShaped} under `rowsByIds:<table>:<key>`). */
const statements = new WeakMap<PgTable, Map<string, { shape: string; build: (ids: string) => SQL }>>();

/**
 * The rows of `table` whose id is one of `ids` (in no particular order), each as `row` (every column, as drizzle's
 * `select().from(table)` answers it) and `extra`: the fields of `extra` (SQL over the table and `join`), as the
 * driver hands them. `key` names the extra fields and join (one statement per key).
 */
export async function rowsByIds<T extends PgTable, X extends object = Record<string, never>>(
  db: Db,
  table: T,
  ids: number[],
  o: { key?: string; extra?: { [K in keyof X]: SQL }; join?: SQL } = {},
): Promise<{ row: T['$inferSelect']; extra: X }[]> {
  if (ids.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const extra = Object.entries(o.extra ?? {}) as [string, SQL][];
  const key = o.key ?? '';
  let byKey = statements.get(table);
  if (!byKey) {
    byKey = new Map();
    statements.set(table, byKey);
  }
  let statement = byKey.get(key);
  if (!statement) {
    const id = (getTableColumns(table) as Record<string, PgColumn>).id;
    if (!id) throw new Error('rowsByIds: the table has no id column');
    const fields = sql.join(
      [
        ...columns.map(([name, column]) => sql`${column} as ${sql.identifier(`c.${name}`)}`),
        ...extra.map(([name, field]) => sql`${field} as ${sql.identifier(`x.${name}`)}`),
      ],
      sql`, `,
    );
    const join = o.join ?? sql``;
    statement = {
      shape: `rowsByIds:${getTableName(table)}:${key}`,
      build: (list: string) => sql`select ${fields} from ${table} ${join} where ${id} = any(${list}::int[])`,
    };
    byKey.set(key, statement);
  }
  const { shape, build } = statement;
  const list = `{${ids.join(',')}}`;
  const rows = await executeShaped<Record<string, unknown>>(db, shape, () => build(list), [list], true);
  return rows.map((r) => {
    const row: Record<string, unknown> = {};
    for (const [name, column] of columns) {
      const value = r[`c.${name}`];
      // As drizzle maps a selected row: null stays null, anything else through the column's own mapping.
      row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    const fields: Record<string, unknown> = {};
    for (const [name] of extra) fields[name] = r[`x.${name}`] ?? null;
    return { row: row as T['$inferSelect'], extra: fields as X };
  });
}
