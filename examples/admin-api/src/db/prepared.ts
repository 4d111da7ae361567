/**
 * Statements run often enough that PostgreSQL should parse and plan them once per connection: each
 * distinct text becomes a named prepared statement (named after a hash of the text, so the same shape
 * reuses it). On PGlite, and inside transactions, they run as usual.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** Runs `query`, as a named prepared statement on PostgreSQL; answers its rows. */
export async function executePrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name) {
    name = `console_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // The shapes are few (sort, direction, which filters, how many grants); bound the memo all the same.
    if (names.size > 1000) names.clear();
    names.set(text, name);
  }
  return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
}
