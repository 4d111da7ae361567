/**
 * Metering: every five minutes what each workload holds (its request, on the node placement gave it) and the
 * storage each notebook keeps (running or not: a stopped notebook keeps its volume) is added to the workload's
 * allocation record of the hour and GPU model and to its day's and month's roll-ups, in one transaction. What it held
 * but did not use (idle) is recorded beside: its node's use (measured on the machine's cluster, the simulated curve
 * elsewhere) shared out in proportion to what each workload on the node requested.
 */
import { CLUSTER_SAMPLE_SECONDS } from '@console/contract';
import { max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Metrics } from '../../engines/metrics';
import type { Clock } from '../../sim/clock';
import type { SimJob } from '../../sim/job';
import {
  loadSnapshot,
  type MachineCluster,
  machineClusterOnly,
  readMachineCluster,
  share,
  simulatedUse,
  sum,
} from '../clusters';
import { notebooks } from '../notebooks/tables';
import { costAllocationDays, costAllocationMonths, costAllocations } from './tables';

/** One workload's share of one hour on one GPU model. */
export interface AllocationRecord {
  hour: Date;
  projectId: number;
  workload: string;
  gpuModel: string;
  gpuHours: number;
  cpuCoreHours: number;
  memoryGiBHours: number;
  storageGiBHours: number;
  gpuIdleHours: number;
  cpuIdleCoreHours: number;
  memoryIdleGiBHours: number;
}

const HOUR_MS = 3_600_000;
const floorHour = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
const hourOf = (hour: Date) => hour.toISOString();
const dayOf = (hour: Date) => hour.toISOString().slice(0, 10);
const monthOf = (hour: Date) => `${hour.toISOString().slice(0, 7)}-01`;

/**
 * Adds records to their hours, days and months (an existing hour, day or month of the workload and GPU model grows by
 * them), in one transaction.
 */
export async function addAllocations(db: Db, records: AllocationRecord[]) {
  if (records.length === 0) return;
  const grow = (t: typeof costAllocations | typeof costAllocationDays | typeof costAllocationMonths) => ({
    gpuHours: sql`${t.gpuHours} + excluded.gpu_hours`,
    cpuCoreHours: sql`${t.cpuCoreHours} + excluded.cpu_core_hours`,
    memoryGiBHours: sql`${t.memoryGiBHours} + excluded.memory_gib_hours`,
    storageGiBHours: sql`${t.storageGiBHours} + excluded.storage_gib_hours`,
    gpuIdleHours: sql`${t.gpuIdleHours} + excluded.gpu_idle_hours`,
    cpuIdleCoreHours: sql`${t.cpuIdleCoreHours} + excluded.cpu_idle_core_hours`,
    memoryIdleGiBHours: sql`${t.memoryIdleGiBHours} + excluded.memory_idle_gib_hours`,
  });
  // One row per period, workload and GPU model: records of one insert may share it, so they are summed first.
  const summed = (periodOf: (hour: Date) => string) => {
    const rows = new Map<string, Omit<AllocationRecord, 'hour'> & { period: string }>();
    for (const { hour, ...r } of records) {
      const period = periodOf(hour);
      const key = `${period}|${r.projectId}|${r.workload}|${r.gpuModel}`;
      const d = rows.get(key);
      if (!d) rows.set(key, { ...r, period });
      else {
        d.gpuHours += r.gpuHours;
        d.cpuCoreHours += r.cpuCoreHours;
        d.memoryGiBHours += r.memoryGiBHours;
        d.storageGiBHours += r.storageGiBHours;
        d.gpuIdleHours += r.gpuIdleHours;
        d.cpuIdleCoreHours += r.cpuIdleCoreHours;
        d.memoryIdleGiBHours += r.memoryIdleGiBHours;
      }
    }
    return [...rows.values()];
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(costAllocations)
      .values(summed(hourOf).map(({ period, ...h }) => ({ ...h, hour: new Date(period) })))
      .onConflictDoUpdate({
        target: [costAllocations.projectId, costAllocations.workload, costAllocations.hour, costAllocations.gpuModel],
        set: grow(costAllocations),
      });
    await tx
      .insert(costAllocationDays)
      .values(summed(dayOf).map(({ period, ...d }) => ({ ...d, day: period })))
      .onConflictDoUpdate({
        target: [
          costAllocationDays.day,
          costAllocationDays.projectId,
          costAllocationDays.workload,
          costAllocationDays.gpuModel,
        ],
        set: grow(costAllocationDays),
      });
    await tx
      .insert(costAllocationMonths)
      .values(summed(monthOf).map(({ period, ...d }) => ({ ...d, month: period })))
      .onConflictDoUpdate({
        target: [
          costAllocationMonths.month,
          costAllocationMonths.projectId,
          costAllocationMonths.workload,
          costAllocationMonths.gpuModel,
        ],
        set: grow(costAllocationMonths),
      });
  });
}

/** The machine's cluster with what its nodes use now; its id alone when the metrics engine does not answer. */
async function measureMachine(db: Db, metrics: Metrics | undefined): Promise<MachineCluster | undefined> {
  try {
    return await readMachineCluster(db, metrics);
  } catch {
    return machineClusterOnly(db, metrics);
  }
}

interface MeterInput {
  snapshot: Awaited<ReturnType<typeof loadSnapshot>>;
  volumes: { id: number; projectId: number; storageGiB: number }[];
  machine: MachineCluster | undefined;
}

async function meterInput(db: Db, metrics: Metrics | undefined): Promise<MeterInput> {
  const machine = await measureMachine(db, metrics);
  const [snapshot, volumes] = await Promise.all([
    loadSnapshot(db, undefined, machine),
    db.select({ id: notebooks.id, projectId: notebooks.projectId, storageGiB: notebooks.storageGiB }).from(notebooks),
  ]);
  return { snapshot, volumes, machine };
}

/**
 * What every placed workload and notebook volume of `input` holds at `at` (and leaves idle), added to `records` as
 * `seconds` of the hour of `at`. `measuredNow`: the machine's measured use applies (a past tick has none: its
 * workloads count as used, no idle claimed without a measure).
 */
function meterTick(
  input: MeterInput,
  at: Date,
  seconds: number,
  records: Map<string, AllocationRecord>,
  measuredNow: boolean,
) {
  const part = seconds / 3600;
  const hour = floorHour(at);
  const { snapshot, volumes, machine } = input;
  const measured = new Map(measuredNow ? machine?.nodes?.map((n) => [n.name, n.used]) : []);
  // This tick's record of each placed workload: a notebook's storage goes beside what it holds, on its GPU model.
  const placed = new Map<string, AllocationRecord>();
  const entry = (projectId: number, workload: string, gpuModel: string) => {
    const key = `${hour.getTime()}|${projectId}|${workload}|${gpuModel}`;
    let r = records.get(key);
    if (!r) {
      r = {
        hour,
        projectId,
        workload,
        gpuModel,
        gpuHours: 0,
        cpuCoreHours: 0,
        memoryGiBHours: 0,
        storageGiBHours: 0,
        gpuIdleHours: 0,
        cpuIdleCoreHours: 0,
        memoryIdleGiBHours: 0,
      };
      records.set(key, r);
    }
    return r;
  };
  // A pending workload holds nothing: only what placement put on a node is metered.
  for (const node of snapshot.nodes) {
    const list = snapshot.placement.byNode.get(node.id) ?? [];
    if (list.length === 0) continue;
    const allocated = sum(list.map((w) => w.request));
    const used =
      node.clusterId === machine?.clusterId
        ? (measured.get(node.name) ?? allocated)
        : (simulatedUse(node, allocated, at) ?? allocated);
    for (const w of list) {
      const r = entry(w.projectId, w.key, w.request.gpus > 0 ? (node.gpuModel ?? '') : '');
      placed.set(`${w.projectId}|${w.key}`, r);
      const u = share(used, w.request, allocated);
      r.gpuHours += w.request.gpus * part;
      r.cpuCoreHours += w.request.cpuCores * part;
      r.memoryGiBHours += w.request.memoryGiB * part;
      r.gpuIdleHours += Math.max(0, w.request.gpus - u.gpus) * part;
      r.cpuIdleCoreHours += Math.max(0, w.request.cpuCores - u.cpuCores) * part;
      r.memoryIdleGiBHours += Math.max(0, w.request.memoryGiB - u.memoryGiB) * part;
    }
  }
  for (const v of volumes) {
    const workload = `notebook:${v.id}`;
    (placed.get(`${v.projectId}|${workload}`) ?? entry(v.projectId, workload, '')).storageGiBHours +=
      v.storageGiB * part;
  }
}

/** What every workload and notebook volume holds now (and leaves idle), as records of `seconds` of the current hour. */
export async function meterNow(db: Db, at: Date, seconds: number, metrics?: Metrics): Promise<AllocationRecord[]> {
  const records = new Map<string, AllocationRecord>();
  meterTick(await meterInput(db, metrics), at, seconds, records, true);
  return [...records.values()];
}

/** How far back metering fills in on a fresh database (the cluster samples go back as far). */
export const METERING_BACKFILL_MS = 3 * 86_400_000;

/**
 * Fills in the ticks from the hour after the last metered one (at most `backfillMs` back) up to before `now`, from
 * what workloads hold now, as the cluster sampler fills in its history; returns the ticks metered.
 */
export async function backfillAllocations(
  db: Db,
  now: Date,
  everyMs: number,
  backfillMs = METERING_BACKFILL_MS,
  metrics?: Metrics,
): Promise<number> {
  const [last] = await db.select({ hour: max(costAllocations.hour) }).from(costAllocations);
  const lastHour = last?.hour ? new Date(last.hour).getTime() : undefined;
  const align = (t: number) => Math.floor(t / everyMs) * everyMs;
  const first = Math.max(align(now.getTime() - backfillMs), lastHour !== undefined ? lastHour + HOUR_MS : 0);
  const end = align(now.getTime());
  if (first >= end) return 0;
  const input = await meterInput(db, metrics);
  const records = new Map<string, AllocationRecord>();
  let ticks = 0;
  for (let t = first; t < end; t += everyMs, ticks++) meterTick(input, new Date(t), everyMs / 1000, records, false);
  const all = [...records.values()];
  for (let i = 0; i < all.length; i += 1000) await addAllocations(db, all.slice(i, i + 1000));
  return ticks;
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
      running = backfillAllocations(o.db, o.clock.now(), everyMs, METERING_BACKFILL_MS, o.metrics).catch(report);
      await running;
      arm();
    },
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
  };
}
