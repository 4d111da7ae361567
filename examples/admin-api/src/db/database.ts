import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database both drivers satisfy; every query in the server is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db`, for work that must commit together. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with its driver kind; `close` releases connections (and the PGlite instance). */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** node-postgres pool when on PostgreSQL (for LISTEN/NOTIFY); undefined on PGlite. */
  pool: pg.Pool | undefined;
  /** The embedded instance when on PGlite (for LISTEN); undefined on PostgreSQL. */
  pglite?: PGlite | undefined;
  close(): Promise<void>;
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in `dataDir` ('memory://' for a
 * throw-away instance), and applies the migrations in ./drizzle.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    // A bounded wait for a connection: while the database is down, requests fail fast (503) instead of queueing.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error('database connection lost:', error.message));
    // So must a connection dropped while checked out between two queries (a transaction, a lock held): the pool
    // listens only to idle ones. Its next query fails, and the pool discards it when it comes back.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error('database connection lost while in use:', error.message)),
    );
    const db = drizzlePg(pool, { schema });
    // Several instances may start at once against one database: serialise migrations with an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(4242001)');
      await migratePg(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(4242001)').catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (!options.dataDir.includes('://')) await mkdir(options.dataDir, { recursive: true });
  // A throw-away instance starts from a migrated one's dump where the tests made one (PGLITE_TEMPLATE, see
  // src/testing/globalSetup.ts): loading skips initdb, most of the time a new instance takes.
  const template =
    options.dataDir === 'memory://' && process.env.PGLITE_TEMPLATE
      ? new Blob([await readFile(process.env.PGLITE_TEMPLATE)])
      : undefined;
  // pg_trgm: the lists' and the palette's searches use trigram indexes here as on PostgreSQL.
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', pool: undefined, pglite: client, close: () => client.close() };
}

/**
 * Writes the dump of a new, migrated, empty in-memory database to `file`, for `PGLITE_TEMPLATE`: an instance loaded
 * from it is the same as one made from nothing, in a fraction of the time.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}
