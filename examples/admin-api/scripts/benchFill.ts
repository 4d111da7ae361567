import { sql } from 'drizzle-orm';
import { branches } from '../src/areas/branches/tables';
import { projects } from '../src/areas/projects/tables';
import type { Stack } from '../src/stack';

/** How many projects the API benchmarks run against. */
export const BENCH_PROJECTS = 10_000;

/** Adds projects up to `total`, spread over the Acme AI branches, then vacuums and refreshes the planner's statistics
 * (what autovacuum does on a server after a bulk insert; PGlite has none). */
export async function fillProjects(stack: Stack, total = BENCH_PROJECTS) {
  const db = stack.database.db;
  const rows = await db.select().from(branches);
  const targets = rows.filter((b) => b.name === 'Research' || b.name === 'Production');
  const existing = (await db.select({ id: projects.id }).from(projects)).length;
  const wanted = total - existing;
  for (let start = 0; start < wanted; start += 1000) {
    const chunk = Array.from({ length: Math.min(1000, wanted - start) }, (_, i) => {
      const n = start + i;
      const branch = targets[n % targets.length];
      if (!branch) throw new Error('no branches to fill');
      return {
        branchId: branch.id,
        organizationId: branch.organizationId,
        name: `Bench project ${String(n).padStart(5, '0')}`,
      };
    });
    await db.insert(projects).values(chunk);
  }
  await db.execute(sql`vacuum analyze`);
}
