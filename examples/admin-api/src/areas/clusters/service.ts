/**
 * What the clusters area writes: the samples its sampler (`sampler.ts`) takes every five minutes on the
 * clock. Nothing else about clusters changes through the API.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SystemActor } from '../../services/actor';
import { clusterNodeSamples, clusterProjectSamples } from './tables';

/** Rows per INSERT while catching up. */
const BATCH_ROWS = 5000;

/**
 * Inserts rows column by column through `unnest` (one array parameter per column): a catch-up of
 * days is thousands of rows, which row-by-row parameters make ten times slower on PGlite.
 */
async function insert(
  db: Db,
  table: typeof clusterNodeSamples | typeof clusterProjectSamples,
  rows: Record<string, unknown>[],
) {
  const columns = Object.entries(getTableColumns(table));
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows.slice(i, i + BATCH_ROWS);
    const arrays = columns.map(([key, column]) => {
      const values = batch.map((r) => (r[key] instanceof Date ? (r[key] as Date).toISOString() : r[key]));
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    });
    await db.execute(
      sql`insert into ${table} (${sql.join(
        columns.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(arrays, sql`, `)}) on conflict do nothing`,
    );
  }
}

/**
 * Stores the rows of some sampler ticks: per node, and per project and cluster. A row already there
 * (another instance sampled the same tick) is left as it is.
 */
export async function storeSamples(
  db: Db,
  nodeRows: (typeof clusterNodeSamples.$inferInsert)[],
  projectRows: (typeof clusterProjectSamples.$inferInsert)[],
  _by: SystemActor,
) {
  await insert(db, clusterNodeSamples, nodeRows as Record<string, unknown>[]);
  await insert(db, clusterProjectSamples, projectRows as Record<string, unknown>[]);
}
