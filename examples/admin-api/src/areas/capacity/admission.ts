/**
 * Admission: whether a workload may start now, the decision the capacity queue and the capacity board share. A
 * workload waits for QUOTA when what its project's workloads already hold plus its own request passes the project's
 * quota (a project without a quota row is not held to one), and for a NODE when placement (`clusters/placement.ts`,
 * the scheduler's stand-in) finds no ready node with room for it after everything already placed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { MachineCluster, Workload } from '../clusters';
import { loadSnapshot, placeWorkloads } from '../clusters';
import { projects } from '../projects/tables';
import { tenantQuotas } from '../quotas/tables';

/** The first key of the per-project admission lock (the migrations hold 4242001, the seed 4242002, leadership 4242003). */
const ADMISSION_LOCK = 4242010;

/**
 * Runs `decide` in a transaction that holds the project's admission lock (a PostgreSQL advisory lock on the project,
 * released at commit): two workloads of one project admitted at the same moment are decided one after the other,
 * the second seeing what the first holds, so both cannot pass the quota check. `decide` reads and writes through
 * the transaction it is given.
 */
export async function underAdmissionLock<T>(db: Db, projectId: number, decide: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK}, ${projectId})`);
    return decide(tx);
  });
}

/** Why a workload cannot start. */
export type QueueReason = 'QUOTA' | 'NODE';

/** The admission decision: start now, or wait with a reason a person can read. */
export type Admission = { fits: true } | { fits: false; reason: QueueReason; detail: string };

type Amounts = Workload['request'];
const RESOURCES = ['gpus', 'cpuCores', 'memoryGiB'] as const;
const units: Record<(typeof RESOURCES)[number], [string, string]> = {
  gpus: ['GPU', 'GPUs'],
  cpuCores: ['CPU core', 'CPU cores'],
  memoryGiB: ['GiB of memory', 'GiB of memory'],
};

/** "2 GPUs, 8 CPU cores and 32 GiB of memory" (resources at zero left out). */
export function amountsInWords(a: Amounts): string {
  const parts = RESOURCES.filter((k) => a[k] > 0).map((k) => `${a[k]} ${units[k][a[k] === 1 ? 0 : 1]}`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const sumOf = (list: Amounts[]): Amounts =>
  list.reduce(
    (s, r) => ({ gpus: s.gpus + r.gpus, cpuCores: s.cpuCores + r.cpuCores, memoryGiB: s.memoryGiB + r.memoryGiB }),
    {
      gpus: 0,
      cpuCores: 0,
      memoryGiB: 0,
    },
  );

/** The project's quota, or undefined when none is set. */
async function projectQuota(db: Db, projectId: number) {
  const [row] = await db
    .select({
      gpus: tenantQuotas.gpus,
      cpuCores: tenantQuotas.cpuCores,
      memoryGiB: tenantQuotas.memoryGiB,
      name: projects.name,
    })
    .from(tenantQuotas)
    .innerJoin(projects, eq(projects.id, tenantQuotas.tenantId))
    .where(and(eq(tenantQuotas.level, 'PROJECT'), eq(tenantQuotas.tenantId, projectId)));
  return row;
}

/** The quota decision alone, from what the project's other workloads hold. */
export function quotaAdmission(
  quota: (Amounts & { name: string }) | undefined,
  held: Amounts,
  candidate: Workload,
): Admission {
  if (!quota) return { fits: true };
  const short = RESOURCES.filter((k) => held[k] + candidate.request[k] > quota[k]);
  if (short.length === 0) return { fits: true };
  const pick = (a: Amounts) => ({
    gpus: short.includes('gpus') ? a.gpus : 0,
    cpuCores: short.includes('cpuCores') ? a.cpuCores : 0,
    memoryGiB: short.includes('memoryGiB') ? a.memoryGiB : 0,
  });
  const detail =
    `Waiting for quota: ${quota.name} may hold ${amountsInWords(pick(quota))}, its workloads hold ` +
    `${amountsInWords(pick(held))} and this one needs ${amountsInWords(pick(candidate.request))}. ` +
    'It starts when the project holds less or its quota is raised.';
  return { fits: false, reason: 'QUOTA', detail };
}

/**
 * Whether `candidate` may start now, against everything that already holds resources (the candidate itself left
 * out, whatever its row says). `machine` is the measured cluster when the API runs local engines.
 */
export async function admit(db: Db, candidate: Workload, machine?: MachineCluster): Promise<Admission> {
  const [quota, snapshot] = await Promise.all([
    projectQuota(db, candidate.projectId),
    loadSnapshot(db, undefined, machine),
  ]);
  const placed = [...snapshot.placement.byNode.values()].flat().filter((w) => w.key !== candidate.key);
  const others = [...placed, ...snapshot.placement.pending.filter((w) => w.key !== candidate.key)];
  const byQuota = quotaAdmission(
    quota,
    sumOf(others.filter((w) => w.projectId === candidate.projectId).map((w) => w.request)),
    candidate,
  );
  if (!byQuota.fits) return byQuota;
  // What runs on the measured machine goes where it fits best, and anywhere when it fits nowhere (processes do).
  if (machine && candidate.request.gpus === 0) return { fits: true };
  const nodes = snapshot.nodes.filter((n) => !machine || n.clusterId !== machine.clusterId);
  const there = nodes.flatMap((n) => snapshot.placement.byNode.get(n.id) ?? []).filter((w) => w.key !== candidate.key);
  // What already runs keeps its place; the candidate comes last, as a scheduler would try it now.
  const placement = placeWorkloads(nodes, [...there, candidate]);
  if (!placement.pending.some((w) => w.key === candidate.key)) return { fits: true };
  const model = candidate.gpuModel ? ` of ${candidate.gpuModel}` : '';
  return {
    fits: false,
    reason: 'NODE',
    detail:
      `Waiting for a node: no ready node has room for ${amountsInWords(candidate.request)}${model} beside what runs ` +
      'there now. It starts when a workload ends or a node is added.',
  };
}
