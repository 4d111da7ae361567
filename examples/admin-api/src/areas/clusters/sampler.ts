import { CLUSTER_SAMPLE_SECONDS } from '@console/contract';
import { max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Metrics } from '../../engines/metrics';
import { systemActor } from '../../services/actor';
import type { CancelTimer, Clock } from '../../sim/clock';
import { type MachineCluster, machineClusterOnly, readMachineCluster } from './machine';
import { sampleTick, simulatedUse, type UsedOf } from './sampleTick';
import { storeSamples } from './service';
import { loadSnapshot } from './snapshot';
import { clusterNodeSamples, type clusterProjectSamples } from './tables';
import type { AllocationSource } from './workloads';

type NodeSampleRow = typeof clusterNodeSamples.$inferInsert;
type ProjectSampleRow = (typeof clusterProjectSamples)['$inferInsert'];

/** Time between two samples: the finest step the contract lets a series ask for. */
export const SAMPLE_INTERVAL_MS = CLUSTER_SAMPLE_SECONDS * 1000;
/** How far back a first start fills in samples, so a fresh installation has a few days to chart. */
export const BACKFILL_MS = 3 * 86_400_000;
/** Who the sampler's rows are written by. */
const sampling = systemActor('cluster sampler');

/** Options of {@link createClusterSampler}. */
export interface ClusterSamplerOptions {
  db: Db;
  clock: Clock;
  /** Where allocation comes from (default: every registered source). */
  sources?: AllocationSource[];
  /** How far back to fill in when there are no samples (default three days). */
  backfillMs?: number;
  /** The metrics engine of the measured cluster (ENGINES=local); without it every cluster is simulated. */
  machine?: Metrics | undefined;
  onError?: (error: unknown) => void;
}

/** The job that records cluster samples; see {@link createClusterSampler}. */
export interface ClusterSampler {
  /** Fills in missing ticks up to now, then samples at every tick of the clock. */
  start(): Promise<void>;
  /** Samples every tick due up to now (also what each timer runs). */
  catchUp(): Promise<number>;
  /** Stops the timer; resolves once a pass under way has finished. */
  stop(): Promise<void>;
}

/**
 * Records what the cluster overview charts: every five minutes on the injected clock, a row per node
 * and per project with what was requested and used. On the seeded (simulated) clusters use comes from the
 * deterministic curve of `utilisation.ts` over what the workloads request, and ticks missed while the server
 * was down are filled in at start-up (with today's allocation). On the measured cluster a tick records what
 * its machines' workloads hold (allocation history, for reports and costs) and the use the metrics engine
 * measures at that moment; nothing is filled in for the past, and a tick while the engine is down records
 * nothing there (Prometheus keeps the machines' own history). Rows are keyed by node or
 * project and instant and inserted with ON CONFLICT DO NOTHING, so instances sharing a database agree
 * (`service.ts#storeSamples`).
 */
export function createClusterSampler(options: ClusterSamplerOptions): ClusterSampler {
  const { db, clock } = options;
  const backfillMs = options.backfillMs ?? BACKFILL_MS;
  const report =
    options.onError ?? ((e: unknown) => console.error('cluster sampler:', e instanceof Error ? e.message : e));
  let cancel: CancelTimer | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const align = (t: number) => Math.floor(t / SAMPLE_INTERVAL_MS) * SAMPLE_INTERVAL_MS;

  /** The measured cluster now; when its engine does not answer, its id only (its machines then record nothing). */
  async function measureMachine(): Promise<MachineCluster | undefined> {
    try {
      return await readMachineCluster(db, options.machine);
    } catch (error) {
      report(error);
      return machineClusterOnly(db, options.machine);
    }
  }

  async function catchUp(): Promise<number> {
    const now = align(clock.now().getTime());
    const [last] = await db.select({ at: max(clusterNodeSamples.at) }).from(clusterNodeSamples);
    const lastAt = last?.at ? new Date(last.at).getTime() : undefined;
    const first = Math.max(lastAt !== undefined ? lastAt + SAMPLE_INTERVAL_MS : 0, align(now - backfillMs));
    if (first > now) return 0;
    const machine = await measureMachine();
    const snapshot = await loadSnapshot(db, options.sources, machine);
    const measured = new Map(machine?.nodes?.map((n) => [n.name, n.used]));
    const usedOf: UsedOf = (node, allocated, at) =>
      node.clusterId !== machine?.clusterId
        ? simulatedUse(node, allocated, at)
        : at.getTime() === now
          ? measured.get(node.name)
          : undefined;
    const nodeRows: NodeSampleRow[] = [];
    const projectRows: ProjectSampleRow[] = [];
    for (let t = first; t <= now; t += SAMPLE_INTERVAL_MS) {
      const tick = sampleTick(snapshot, new Date(t), usedOf);
      nodeRows.push(...tick.nodeRows);
      projectRows.push(...tick.projectRows);
    }
    await storeSamples(db, nodeRows, projectRows, sampling);
    return (now - first) / SAMPLE_INTERVAL_MS + 1;
  }

  function arm() {
    if (stopped) return;
    const now = clock.now().getTime();
    cancel = clock.setTimer(align(now) + SAMPLE_INTERVAL_MS - now, () => {
      running = catchUp().catch(report).finally(arm);
      return running;
    });
  }

  return {
    async start() {
      stopped = false;
      running = catchUp();
      await running;
      arm();
    },
    catchUp,
    async stop() {
      stopped = true;
      cancel?.();
      await running.catch(() => undefined);
    },
  };
}
