/**
 * Long reads in batches, in constant memory: on PostgreSQL a server-side cursor (DECLARE … FETCH n) on a connection
 * of its own inside one read-only snapshot; on PGlite, which has a single connection a cursor would hold for the
 * whole read, keyset pages (each query the rows after the last one read), so other requests go on between batches.
 * Rows come as arrays of column values, in the query's column order.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './database';

/** SQL text with `$n` parameters. */
export interface SqlText {
  text: string;
  params: unknown[];
}

/** A query read in batches: the whole query (ordered), and its keyset page for PGlite. */
export interface BatchedQuery extends SqlText {
  /** The rows after `last` (a row of the result; none for the first page), at most `limit` of them. */
  page(last: unknown[] | undefined, limit: number): SqlText;
}

/** Collects parameters while a query's text is written: `p.add(v)` answers its placeholder. */
export class Params {
  readonly values: unknown[] = [];
  constructor(first: unknown[] = []) {
    this.values.push(...first);
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Reads `queries` one after the other, `batch` rows at a time; yields the index of the query each batch is of and
 * its rows. Stopping early (`return()` on the iterator, as a cancelled download does) closes the cursor and gives
 * the connection back.
 */
export async function* readInBatches(
  db: Db,
  queries: BatchedQuery[],
  batch = 2000,
): AsyncGenerator<[number, unknown[][]]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    yield* cursorBatches(client, queries, batch);
    return;
  }
  for (const [index, query] of queries.entries()) {
    let last: unknown[] | undefined;
    for (;;) {
      const page = query.page(last, batch);
      const { rows } = await client.query<unknown[]>(page.text, page.params, { rowMode: 'array' });
      if (rows.length > 0) yield [index, rows];
      if (rows.length < batch) break;
      last = rows[rows.length - 1];
    }
  }
}

async function* cursorBatches(
  pool: pg.Pool,
  queries: BatchedQuery[],
  batch: number,
): AsyncGenerator<[number, unknown[][]]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  let open = false;
  try {
    // One snapshot for every query: the parts of a report read agree with each other.
    await client.query('begin isolation level repeatable read read only');
    open = true;
    for (const [index, query] of queries.entries()) {
      const cursor = `batches_${index}`;
      await client.query(`declare ${cursor} no scroll cursor for ${query.text}`, query.params);
      for (;;) {
        const { rows } = await client.query<unknown[]>({ text: `fetch ${batch} from ${cursor}`, rowMode: 'array' });
        if (rows.length > 0) yield [index, rows];
        if (rows.length < batch) break;
      }
      await client.query(`close ${cursor}`);
    }
    await client.query('commit');
    open = false;
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // Stopped early or failed: the transaction (and its cursors) ends here; a connection that failed is not reused.
    if (open && !broken) await client.query('rollback').catch((e: Error) => (broken = e));
    client.release(broken);
  }
}
