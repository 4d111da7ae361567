/**
 * Admission of deployments, as of notebooks (`capacity/admission.ts`): a deployment whose replicas its project's
 * quota or the cluster's nodes cannot take now (created, changed, resumed or its uptime window opening) waits QUEUED
 * in the capacity queue with the reason, holding nothing, and the queue rolls it out when room appears. Each decision
 * is taken under the project's admission lock, in the same transaction as the move it leads to.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { AppServices } from '../../env';
import type { Inferencing } from '../../jobs/inferencing';
import { deploymentLink } from '../../notify/links';
import { notice } from '../../notify/messages';
import { type Admission, admit, tellQueueChange, underAdmissionLock, wakeCapacityQueue } from '../capacity';
import { machineClusterOnly, machineMetrics } from '../clusters';
import { projects } from '../projects/tables';
import { inferenceDeployments } from './tables';
import { deploymentGpuModel, deploymentRequest } from './workloads';

type Row = typeof inferenceDeployments.$inferSelect;

/** What admitting deployments and starting queued ones needs. */
export type DeploymentAdmissionServices = Pick<AppServices, 'db' | 'config' | 'metrics' | 'notifier'> & {
  inferencing: Pick<Inferencing, 'clock' | 'deployDelayMs' | 'record' | 'reconciler'>;
};

/** What came of an admission: the decision, and the row as it stands after it. */
export interface DeploymentAdmission {
  decision: Admission;
  row: Row | undefined;
  /** It joined the queue by this decision. */
  queued: boolean;
  /** It left the queue by this decision and rolls out. */
  released: boolean;
}

/** The statuses in which a deployment holds its replicas (what `deploymentWorkloads` counts). */
const HOLDING = new Set<Row['status']>(['DEPLOYING', 'RUNNING']);

/**
 * Decides whether deployment `id` may hold its replicas now, under its project's admission lock:
 * - one that holds them already (just created or changed: DEPLOYING) keeps them when it fits, else it joins the queue;
 * - a QUEUED one leaves the queue and rolls out (DEPLOYING) when it fits, else keeps its place with the reason renewed;
 * - a PAUSED or STOPPED one about to start (resumed, its window opening) runs `start` in the same transaction when it
 *   fits, else joins the queue.
 * Whoever is concerned hears of a join or a leave (its creator, the admins above the project), and the queue wakes.
 */
export async function admitDeployment(
  services: DeploymentAdmissionServices,
  id: number,
  start?: (tx: Db, row: Row) => Promise<void>,
): Promise<DeploymentAdmission> {
  const { db, inferencing } = services;
  const [owner] = await db
    .select({ projectId: inferenceDeployments.projectId })
    .from(inferenceDeployments)
    .where(eq(inferenceDeployments.id, id));
  if (!owner) return { decision: { fits: true }, row: undefined, queued: false, released: false };
  const machine = await machineClusterOnly(db, machineMetrics(services));
  const outcome = await underAdmissionLock(db, owner.projectId, async (tx): Promise<DeploymentAdmission> => {
    const [found] = await tx
      .select({ row: inferenceDeployments, organizationId: projects.organizationId, branchId: projects.branchId })
      .from(inferenceDeployments)
      .innerJoin(projects, eq(projects.id, inferenceDeployments.projectId))
      .where(eq(inferenceDeployments.id, id));
    if (!found) return { decision: { fits: true }, row: undefined, queued: false, released: false };
    const { row } = found;
    const candidate = {
      key: `deployment:${id}`,
      projectId: row.projectId,
      organizationId: found.organizationId,
      branchId: found.branchId,
      request: deploymentRequest(row.config),
      gpuModel: deploymentGpuModel(row.config),
    };
    const starting = row.status === 'PAUSED' || row.status === 'STOPPED';
    if (!HOLDING.has(row.status) && row.status !== 'QUEUED' && !starting)
      return { decision: { fits: true }, row, queued: false, released: false };
    const decision = await admit(tx, candidate, machine);
    const now = inferencing.clock.now();
    const update = async (set: Partial<Row>) => {
      const [stored] = await tx
        .update(inferenceDeployments)
        .set(set)
        .where(and(eq(inferenceDeployments.id, id), eq(inferenceDeployments.status, row.status)))
        .returning();
      return stored;
    };
    if (decision.fits) {
      if (row.status === 'QUEUED') {
        // It holds its replicas from this transaction on: the next decision of the project sees them.
        const stored = await update({
          status: 'DEPLOYING',
          statusReason: null,
          queueReason: null,
          queuedAt: null,
          nextAt: new Date(now.getTime() + inferencing.deployDelayMs),
          updatedAt: now,
        });
        return { decision, row: stored ?? row, queued: false, released: !!stored };
      }
      if (starting && start) await start(tx, row);
      return { decision, row, queued: false, released: false };
    }
    const stored = await update({
      status: 'QUEUED',
      statusReason: decision.detail,
      queueReason: decision.reason,
      queuedAt: row.queuedAt ?? now,
      nextAt: null,
      updatedAt: row.status === 'QUEUED' && row.statusReason === decision.detail ? row.updatedAt : now,
    });
    return { decision, row: stored ?? row, queued: !!stored && row.status !== 'QUEUED', released: false };
  });
  const { row } = outcome;
  if (!row) return outcome;
  const tell = (input: Parameters<typeof tellQueueChange>[2]) =>
    tellQueueChange(services, row.projectId, input, row.createdBy ? [row.createdBy] : [], deploymentLink(row.id));
  if (outcome.queued && !outcome.decision.fits) {
    const { detail } = outcome.decision;
    wakeCapacityQueue(db);
    await inferencing.record(id, null, 'QUEUED', detail);
    await tell(notice('capacity.queued', { kind: 'Deployment', name: row.name, detail }));
  }
  if (outcome.released) {
    await inferencing.record(
      id,
      null,
      'ADMITTED',
      `Left the capacity queue; version ${row.activeVersion} is rolling out`,
    );
    await inferencing.reconciler.poke();
    await tell(notice('capacity.admitted', { kind: 'Deployment', name: row.name }));
  }
  return outcome;
}
