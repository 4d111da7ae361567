/**
 * `rowsByIds` answers each row as drizzle's `select()` of the table maps it (every column, nulls, times to the
 * microsecond written, JSON, enums), with its extra fields and joins, in one statement text for any ids.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inferenceDeployments } from '../areas/deployments/tables';
import { notebookImages, notebooks } from '../areas/notebooks/tables';
import { tickets } from '../areas/tickets/tables';
import { users } from '../areas/users/tables';
import { setupTestStack } from '../testing/harness';
import { observeShapes } from './prepared';
import { rowsByIds } from './rowsByIds';

const { ctx } = setupTestStack();

const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

describe('rowsByIds', () => {
  it('answers every column as drizzle maps it, for tickets and deployments', async () => {
    const db = ctx.database.db;
    // Times with microseconds, a null time, a JSON configuration: what mapping could get wrong.
    await db.execute(sql`update tickets set first_responded_at = '2026-03-01 10:00:00.123456+00',
      resolved_at = null where id in (select id from tickets order by id limit 2)`);
    for (const table of [tickets, inferenceDeployments] as const) {
      const all = await db.select({ id: table.id }).from(table);
      expect(all.length).toBeGreaterThan(1);
      const ids = all.map((r) => r.id);
      const want = await db.select().from(table).where(inArray(table.id, ids));
      const got = (await rowsByIds(db, table, ids)).map((r) => r.row);
      expect(byId(got)).toEqual(byId(want));
      // Ids that are not there are left out.
      expect(await rowsByIds(db, table, [2_000_000_000])).toEqual([]);
    }
  });

  it('adds the extra fields over its joins, and keeps one statement text for any ids', async () => {
    const db = ctx.database.db;
    const all = await db.select({ id: notebooks.id }).from(notebooks);
    expect(all.length).toBeGreaterThan(1);
    const want = await db
      .select({ n: notebooks, ownerName: users.name, imageName: notebookImages.name })
      .from(notebooks)
      .innerJoin(users, eq(users.id, notebooks.ownerId))
      .leftJoin(notebookImages, eq(notebookImages.id, notebooks.imageId));
    const texts = new Set<string>();
    observeShapes(({ text }) => texts.add(text));
    try {
      const read = async (ids: number[]) =>
        (
          await rowsByIds<typeof notebooks, { ownerName: string; imageName: string | null }>(db, notebooks, ids, {
            key: 'test-owner-image',
            extra: { ownerName: sql`${users.name}`, imageName: sql`${notebookImages.name}` },
            join: sql`join ${users} on ${users.id} = ${notebooks.ownerId}
              left join ${notebookImages} on ${notebookImages.id} = ${notebooks.imageId}`,
          })
        ).map(({ row, extra }) => ({ n: row, ...extra }));
      const got = await read(all.map((r) => r.id));
      const order = (rows: typeof want) => [...rows].sort((a, b) => a.n.id - b.n.id);
      expect(order(got)).toEqual(order(want));
      const first = all[0]?.id ?? 0;
      expect((await read([first])).map((r) => r.n.id)).toEqual([first]);
    } finally {
      observeShapes(undefined);
    }
    expect(texts.size).toBe(1);
  });
});
