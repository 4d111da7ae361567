/**
 * The pool through a PostgreSQL restart: a connection dropped while checked out (between two queries of a
 * transaction, or holding a lock) must not end the process, and the pool serves again once the server is back.
 * Skipped with the reason when PostgreSQL is missing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../testing/postgres';
import { type Database, openDatabase } from './database';

const unavailable = postgresUnavailable();

describe.skipIf(unavailable !== undefined)('the PostgreSQL pool through a restart', () => {
  let postgres: TestPostgres;
  let database: Database;
  beforeAll(async () => {
    postgres = await startPostgres();
    database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it('survives a connection dropped while checked out, and answers again once the server is back', async () => {
    const pool = database.pool as NonNullable<Database['pool']>;
    const held = await pool.connect();
    await held.query('select 1');
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await postgres.pause();
      await new Promise((r) => setTimeout(r, 500));
      await postgres.resume();
      await expect(held.query('select 1')).rejects.toThrow();
      held.release(true);
      await expect
        .poll(
          async () => {
            const result = await database.db.execute(sql`select 1 as one`).catch(() => undefined);
            return (result as { rows?: unknown[] } | undefined)?.rows?.[0];
          },
          {
            timeout: 10_000,
            interval: 200,
          },
        )
        .toEqual({ one: 1 });
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
