/** Reads of the predefined-model catalog. */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containing } from '../../db/search';
import { predefinedModels } from './tables';

type Task = (typeof predefinedModels.$inferSelect)['task'];

/** A page of the catalog: `search` in the name or description, `task` filters, by name. */
export async function modelPage(
  db: Db,
  q: {
    search?: string | undefined;
    task?: Task | undefined;
    sortOrder?: 'ASC' | 'DESC' | undefined;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    q.search
      ? or(
          ilike(predefinedModels.name, containing(q.search)),
          ilike(predefinedModels.description, containing(q.search)),
        )
      : undefined,
    q.task ? eq(predefinedModels.task, q.task) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(predefinedModels).where(where);
  const items = await db
    .select()
    .from(predefinedModels)
    .where(where)
    .orderBy(q.sortOrder === 'DESC' ? sql`${predefinedModels.name} desc` : asc(predefinedModels.name))
    .limit(q.limit)
    .offset(q.offset);
  return { items, total: count?.n ?? 0 };
}

/** One model of the catalog, or undefined. */
export async function predefinedModel(db: Db, id: number) {
  const [model] = await db.select().from(predefinedModels).where(eq(predefinedModels.id, id));
  return model;
}
