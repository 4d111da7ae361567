/**
 * Metering: every five minutes what each workload holds (its request, on the node placement gave it) and the
 * storage each notebook keeps (running or not: a stopped notebook keeps its volume) is added to the workload's
 * allocation record of the hour and to its day's roll-up, in one transaction.
 */
import { CLUSTER_SAMPLE_SECONDS } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Metrics } from '../../engines/metrics';
import type { Clock } from '../../sim/clock';
import type { SimJob } from '../../sim/job';
import { loadSnapshot, machineClusterOnly } from '../clusters';
import { notebooks } from '../notebooks/tables';
import { costAllocationDays, costAllocations } from './tables';

/** One workload's share of one hour. */
export interface AllocationRecord {
  hour: Date;
  projectId: number;
  workload: string;
  gpuModel: string;
  gpuHours: number;
  cpuCoreHours: number;
  memoryGiBHours: number;
  storageGiBHours: number;
}

const HOUR_MS = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const dayOf = (hour: Date) => hour.toISOString().slice(0, 10);

/** Adds records to their hours and days (an existing hour or day grows by them). */
export async function addAllocations(db: Db, records: AllocationRecord[]) {
  if (records.length === 0) return;
  const grow = (t: typeof costAllocations | typeof costAllocationDays) => ({
    gpuHours: sql`${t.gpuHours} + excluded.gpu_hours`,
    cpuCoreHours: sql`${t.cpuCoreHours} + excluded.cpu_core_hours`,
    memoryGiBHours: sql`${t.memoryGiBHours} + excluded.memory_gib_hours`,
    storageGiBHours: sql`${t.storageGiBHours} + excluded.storage_gib_hours`,
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(costAllocations)
      .values(records)
      .onConflictDoUpdate({
        target: [costAllocations.projectId, costAllocations.workload, costAllocations.hour],
        set: { ...grow(costAllocations), gpuModel: sql`excluded.gpu_model` },
      });
    // One roll-up row per day, workload and GPU model: records of one insert may share it, so they are summed first.
    const days = new Map<string, AllocationRecord & { day: string }>();
    for (const r of records) {
      const day = dayOf(r.hour);
      const key = `${day}|${r.projectId}|${r.workload}|${r.gpuModel}`;
      const d = days.get(key);
      if (!d) days.set(key, { ...r, day });
      else {
        d.gpuHours += r.gpuHours;
        d.cpuCoreHours += r.cpuCoreHours;
        d.memoryGiBHours += r.memoryGiBHours;
        d.storageGiBHours += r.storageGiBHours;
      }
    }
    await tx
      .insert(costAllocationDays)
      .values([...days.values()].map(({ hour: _hour, ...d }) => d))
      .onConflictDoUpdate({
        target: [
          costAllocationDays.day,
          costAllocationDays.projectId,
          costAllocationDays.workload,
          costAllocationDays.gpuModel,
        ],
        set: grow(costAllocationDays),
      });
  });
}

/** What every workload and notebook volume holds now, as records of `seconds` of the current hour. */
export async function meterNow(db: Db, at: Date, seconds: number, metrics?: Metrics): Promise<AllocationRecord[]> {
  const share = seconds / 3600;
  const hour = floorHour(at);
  const machine = await machineClusterOnly(db, metrics);
  const [snapshot, volumes] = await Promise.all([
    loadSnapshot(db, undefined, machine),
    db.select({ id: notebooks.id, projectId: notebooks.projectId, storageGiB: notebooks.storageGiB }).from(notebooks),
  ]);
  const modelOf = new Map(snapshot.nodes.map((n) => [n.id, n.gpuModel ?? '']));
  const records = new Map<string, AllocationRecord>();
  const entry = (projectId: number, workload: string, gpuModel: string) => {
    const key = `${projectId}|${workload}`;
    let r = records.get(key);
    if (!r) {
      r = { hour, projectId, workload, gpuModel, gpuHours: 0, cpuCoreHours: 0, memoryGiBHours: 0, storageGiBHours: 0 };
      records.set(key, r);
    }
    return r;
  };
  const placed = [...snapshot.placement.byNode].flatMap(([nodeId, list]) =>
    list.map((w) => ({ w, model: w.request.gpus > 0 ? (modelOf.get(nodeId) ?? '') : '' })),
  );
  for (const { w, model } of [...placed, ...snapshot.placement.pending.map((w) => ({ w, model: '' }))]) {
    const r = entry(w.projectId, w.key, model);
    r.gpuHours += w.request.gpus * share;
    r.cpuCoreHours += w.request.cpuCores * share;
    r.memoryGiBHours += w.request.memoryGiB * share;
  }
  for (const v of volumes) entry(v.projectId, `notebook:${v.id}`, '').storageGiBHours += v.storageGiB * share;
  return [...records.values()];
}

/** The metering on the clock, one pass per sample interval. */
export function createMetering(o: { db: Db; clock: Clock; metrics?: Metrics | undefined; everyMs?: number }): SimJob {
  const everyMs = o.everyMs ?? CLUSTER_SAMPLE_SECONDS * 1000;
  let cancel: (() => void) | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = async () => addAllocations(o.db, await meterNow(o.db, o.clock.now(), everyMs / 1000, o.metrics));
  const report = (error: unknown) => console.error('cost metering:', (error as Error).message);
  const arm = () => {
    if (stopped) return;
    cancel = o.clock.setTimer(everyMs, () => {
      running = pass().catch(report).finally(arm);
      return running;
    });
  };
  return {
    async start() {
      stopped = false;
      arm();
    },
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
  };
}
