/**
 * Statements run often enough that PostgreSQL should parse and plan them once per connection: each
 * distinct text becomes a named prepared statement (named after a hash of the text, so the same shape
 * reuses it). On PGlite, whose one session takes no named statements through its driver, the statement is
 * prepared with SQL (`PREPARE`) and run with `EXECUTE`, its values written into that as literals; planning
 * is most of the time a page of a list takes there. Inside transactions they run as usual.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './database';
import { statementText } from './statementText';

const names = new Map<string, string>();

/** The prepared statement's name of a text: a hash of it. */
function nameOf(text: string) {
  let name = names.get(text);
  if (!name) {
    name = `console_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // The shapes are few (sort, direction, which filters, how many grants); bound the memo all the same.
    if (names.size > 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Runs `query`, as a named prepared statement on PostgreSQL; answers its rows. */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return executePglite<T>(client, query);
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = statementText(query);
  const name = nameOf(text);
  return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
}

/**
 * Runs `query` as it is (parsed and planned for its values), its text written by {@link statementText}
 * rather than drizzle's builder; answers its rows.
 */
export async function executeQuery<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) && !(client instanceof PGlite))
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = statementText(query);
  if (client instanceof PGlite) return (await client.query<T>(text, params)).rows;
  return (await client.query(text, params)).rows as T[];
}

/** A value as an SQL literal for `EXECUTE`; undefined for one that is not a number, string, boolean or null. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // standard_conforming_strings is on: only the quote is special in a string literal.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** Statements prepared in each PGlite session (its one connection), by name: the preparation, in flight or done. */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** On PGlite: `PREPARE` once per text, then `EXECUTE` with the values as literals. */
async function executePglite<T>(client: PGlite, query: SQL): Promise<T[]> {
  const { sql: text, params } = statementText(query);
  return executePgliteText<T>(client, text, params, nameOf(text));
}

async function executePgliteText<T>(client: PGlite, text: string, params: unknown[], name: string): Promise<T[]> {
  const literals = params.map(sqlLiteral);
  if (literals.some((l) => l === undefined)) return (await client.query<T>(text, params)).rows;
  let prepared = preparedIn.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedIn.set(client, prepared);
  }
  let preparing = prepared.get(name);
  if (!preparing) {
    preparing = client.query(`prepare ${name} as ${text}`);
    prepared.set(name, preparing);
    // A failed preparation is tried again by the next call.
    preparing.catch(() => prepared.delete(name));
  }
  await preparing;
  const execute = literals.length > 0 ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`;
  return (await client.query<T>(execute)).rows;
}

/** A statement's text written once for its shape, and its prepared statement's name. */
interface Shape {
  text: string;
  name: string;
}

/** Texts by shape key (see {@link executeShaped}). */
const shapes = new Map<string, Shape>();

/** Sees each statement run by {@link executeShaped}: its key, text, name and values, and how drizzle builds it; for tests. */
let shapeObserver:
  | ((seen: { key: string; text: string; name: string; values: unknown[]; build: () => SQL; built: boolean }) => void)
  | undefined;

/** Sets (or with `undefined` removes) the one observer of {@link executeShaped}; for tests. */
export function observeShapes(next: typeof shapeObserver): void {
  shapeObserver = next;
}

/**
 * Runs a statement whose text depends only on `key` (its shape: which sort, filters, how many grants...), with
 * `values` gathered by the caller in the order of the statement's parameters: the text is written by drizzle
 * (`build`) the first time a shape is seen and kept, so a read of a known shape builds no drizzle parts nor
 * walks them again. The first time, the values are checked against the ones drizzle bound (a caller's
 * gathering that disagrees with its statement throws there, not on a later read). Values are always bound
 * parameters, never written into the text. `prepared`: as {@link executePrepared} (named, planned once per
 * connection); otherwise as {@link executeQuery} (planned for its values).
 */
export async function executeShaped<T>(
  db: Db,
  key: string,
  build: () => SQL,
  values: unknown[],
  prepared: boolean,
): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  const lite = client instanceof PGlite ? client : undefined;
  if (!pool && !lite) return ((await db.execute(build())) as unknown as { rows: T[] }).rows;
  let shape = shapes.get(key);
  const built = shape === undefined;
  if (!shape) {
    const { sql: text, params } = statementText(build());
    if (!sameValues(params, values))
      throw new Error(
        `statement ${key}: values ${JSON.stringify(values)} differ from its own ${JSON.stringify(params)}`,
      );
    shape = { text, name: nameOf(text) };
    if (shapes.size > 1000) shapes.clear();
    shapes.set(key, shape);
  }
  shapeObserver?.({ key, text: shape.text, name: shape.name, values, build, built });
  if (lite)
    return prepared
      ? executePgliteText<T>(lite, shape.text, values, shape.name)
      : (await lite.query<T>(shape.text, values)).rows;
  if (!pool) return [];
  const result = prepared
    ? await pool.query({ name: shape.name, text: shape.text, values })
    : await pool.query(shape.text, values);
  return result.rows as T[];
}

/** Whether two lists of statement values are the same (each a number, string, boolean, null or Date). */
export function sameValues(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) continue;
    return false;
  }
  return true;
}
