import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Clock } from './clock';

/** A throw-away table for the reconciler's tests (not in the schema: no area owns it). */
export const simJobs = pgTable('sim_jobs', {
  id: serial('id').primaryKey(),
  status: text('status').notNull(),
  nextAt: timestamp('next_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  note: text('note'),
});

/** Creates (or empties) the test table. */
export async function resetSimJobs(db: Db) {
  await db.execute(sql`create table if not exists sim_jobs (
    id serial primary key,
    status text not null,
    next_at timestamptz,
    attempts integer not null default 0,
    note text
  )`);
  await db.execute(sql`create index if not exists sim_jobs_next_at on sim_jobs (next_at) where next_at is not null`);
  await db.execute(sql`truncate sim_jobs restart identity`);
}

/** The reconciler options every test on `sim_jobs` shares. */
export const simJobsLoop = (db: Db, clock: Clock) =>
  ({ db, clock, table: simJobs, key: ['id'], state: 'status', nextAt: 'nextAt' }) as const;
