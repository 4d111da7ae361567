import { sql } from 'drizzle-orm';
import { branches } from '../src/areas/branches/tables';
import { inferenceDeployments } from '../src/areas/deployments/tables';
import { notebooks } from '../src/areas/notebooks/tables';
import { projects } from '../src/areas/projects/tables';
import { tickets } from '../src/areas/tickets/tables';
import { roleAssignments, users } from '../src/areas/users/tables';
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
  if (stack.database.kind === 'postgres') await allVisible(stack, 'projects');
}

/**
 * Vacuums `table` again until its visibility map covers every page, as autovacuum would on a server some time
 * after a bulk insert. The first vacuum often leaves it empty (seen: 0 of 94 pages at 10,000 projects; a transaction
 * still open while it ran holds back which rows count as visible to all), and autovacuum may or may not fill it later:
 * index-only scans of the list would fetch every row from the table in one stack and not in the next.
 */
async function allVisible(stack: Stack, table: string) {
  const db = stack.database.db;
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = (await db.execute(
      sql`select relpages, relallvisible from pg_class where oid = ${table}::regclass`,
    )) as unknown as { rows: { relpages: number; relallvisible: number }[] };
    const [row] = rows;
    if (!row || row.relallvisible >= row.relpages) return;
    await new Promise((r) => setTimeout(r, 250));
    await db.execute(sql`vacuum ${sql.identifier(table)}`);
  }
}

/** The project the list benchmarks fill with deployments and notebooks, and the lists' paths. */
export interface FilledLists {
  projectId: number;
  paths: { users: string; tickets: string; deployments: string; notebooks: string; audit: string };
}

/**
 * Fills the other lists for their benchmarks: `total` users with a role at Acme AI (half of them in Research),
 * `total` tickets at Acme AI, and `total / 5` deployments and notebooks in Vision Lab, with words to search
 * for; audit entries come with the stack's own changes. Vacuums and analyzes after.
 */
export async function fillLists(stack: Stack, total: number): Promise<FilledLists> {
  const db = stack.database.db;
  const [vision] = await db.select().from(projects).where(sql`${projects.name} = 'Vision Lab'`);
  if (!vision) throw new Error('the seed has no Vision Lab');
  const [member] = await db.select().from(users).where(sql`${users.email} = 'member@demo.test'`);
  const [admin] = await db.select().from(users).where(sql`${users.email} = 'project.admin@demo.test'`);
  const [template] = await db.select().from(inferenceDeployments).limit(1);
  if (!member || !admin || !template) throw new Error('the seed has no member, project admin or deployment');
  const word = (n: number) => String(n % 1000).padStart(3, '0');
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + (n % 365) * 86_400_000 + n * 1000);
  const priorities = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
  const statuses = ['OPEN', 'IN_PROGRESS', 'WAITING_ON_CUSTOMER', 'RESOLVED', 'CLOSED'] as const;
  for (let start = 0; start < total; start += 1000) {
    const n0 = start;
    const size = Math.min(1000, total - start);
    const added = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench.user.${n0 + i}@demo.test`,
          name: `Bench user ${word(n0 + i)} ${n0 + i}`,
          active: (n0 + i) % 10 !== 0,
          createdAt: day(n0 + i),
        })),
      )
      .returning({ id: users.id });
    await db.insert(roleAssignments).values(
      added.map((u, i) => ({
        userId: u.id,
        organizationId: vision.organizationId,
        branchId: i % 2 === 0 ? vision.branchId : null,
        role: i % 5 === 0 ? ('ADMIN' as const) : ('MEMBER' as const),
      })),
    );
    await db.insert(tickets).values(
      Array.from({ length: size }, (_, i) => {
        const n = n0 + i;
        return {
          subject: `Bench ticket ${word(n)} about the GPU quota`,
          description: 'Filled for the list benchmark',
          category: 'QUESTION' as const,
          priority: priorities[n % 4] ?? 'LOW',
          status: statuses[n % 5] ?? 'OPEN',
          requesterId: member.id,
          organizationId: vision.organizationId,
          branchId: n % 3 === 0 ? null : vision.branchId,
          projectId: n % 3 === 2 ? vision.id : null,
          resolutionDueAt: n % 4 === 1 ? null : day(n * 7),
          createdAt: day(n),
        };
      }),
    );
  }
  for (let start = 0; start < total / 5; start += 1000) {
    const size = Math.min(1000, total / 5 - start);
    await db.insert(inferenceDeployments).values(
      Array.from({ length: size }, (_, i) => ({
        projectId: vision.id,
        name: `bench-${word(start + i)}-${start + i}`,
        status: 'STOPPED' as const,
        config: template.config,
        createdAt: day(start + i),
        updatedAt: day(start + i),
      })),
    );
    await db.insert(notebooks).values(
      Array.from({ length: size }, (_, i) => ({
        projectId: vision.id,
        ownerId: (start + i) % 2 === 0 ? member.id : admin.id,
        name: `bench-${word(start + i)}-${start + i}`,
        imageId: 'jupyter-datascience',
        size: 'SMALL' as const,
        storageGiB: 10,
        status: (start + i) % 3 === 0 ? ('FAILED' as const) : ('STOPPED' as const),
        createdAt: day(start + i),
        updatedAt: day(start + i),
      })),
    );
  }
  // The audit log: `total` entries at Acme AI (its branches and Vision Lab), of a few actions and kinds.
  await db.execute(sql`insert into audit_entries (at, actor_kind, actor_user_id, actor_name, action, resource_kind,
      resource_id, resource_name, organization_id, branch_id, project_id)
    select now() - n * interval '1 minute', 'USER', ${admin.id}::int, 'Paula', (array['CREATE','UPDATE','DELETE','GRANT'])[1 + n % 4],
      (array['PROJECT','DEPLOYMENT','NOTEBOOK','USER'])[1 + n % 4], (n % 500)::text, 'Bench resource ' || (n % 1000),
      ${vision.organizationId}::int, case when n % 3 = 0 then null else ${vision.branchId}::int end,
      case when n % 3 = 2 then ${vision.id}::int else null end
    from generate_series(1, ${total}::int) n`);
  await db.execute(sql`vacuum analyze`);
  return {
    projectId: vision.id,
    paths: {
      users: `/users?organizationId=${vision.organizationId}`,
      tickets: '/support/tickets',
      deployments: `/workspace/project/${vision.id}/ai/inferencing/projects/deployments`,
      notebooks: `/workspace/project/${vision.id}/ai/jupyterhub`,
      audit: '/audit/entries',
    },
  };
}
