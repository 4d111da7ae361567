import { seededRandom, seedFrom } from '../../domain/seededRandom';

/**
 * Plausible utilisation for the cluster overview of a server that runs no workloads: a daily wave
 * plus noise on top of what is allocated, seeded by node and minute. The same node, allocation and
 * minute always give the same numbers, so a chart drawn twice (or by two instances) agrees, and a
 * restart needs no stored metrics.
 */

/** CPU, memory and GPUs of a node: a capacity, an allocation, or what is in use. */
export interface NodeResources {
  cpuCores: number;
  memoryGiB: number;
  gpus: number;
}

/** What a node is using at an instant (start of its minute); never more than its capacity. */
export interface UtilisationSample extends NodeResources {
  at: Date;
}

/** A node to sample: its capacity and what workloads requested (a function for a series whose allocation changed). */
export interface SampledNode {
  nodeId: string | number;
  capacity: NodeResources;
  allocation: NodeResources | ((at: Date) => NodeResources);
}

/** Noise changes once a minute: two reads within a minute agree. */
export const SAMPLE_BUCKET_MS = 60_000;
/** Points one series may hold. */
export const MAX_SERIES_POINTS = 10_000;

const DAY_MS = 86_400_000;
/** The busiest hour of the day (UTC) before each node's own shift of up to +/- 2 h. */
const PEAK_HOUR_UTC = 14;
/** Share of capacity the system itself uses (kubelet, daemons, page cache floor). */
const SYSTEM_CPU = 0.04;
const SYSTEM_MEMORY = 0.06;

const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, low: number, high: number) => Math.min(high, Math.max(low, x));

function checkResources(what: string, r: NodeResources) {
  for (const key of ['cpuCores', 'memoryGiB', 'gpus'] as const) {
    if (!(Number.isFinite(r[key]) && r[key] >= 0)) throw new RangeError(`${what}.${key} must be a non-negative number`);
  }
}

/** How busy a node's workloads are at a minute, 0..1: a daily wave (peaking in the afternoon) plus noise. */
function activity(nodeId: string | number, metric: string, bucket: number): number {
  const shiftHours = (seededRandom(seedFrom(['shift', nodeId]))() - 0.5) * 4;
  const hour = ((bucket * SAMPLE_BUCKET_MS) % DAY_MS) / 3_600_000;
  const wave = 0.5 + 0.5 * Math.cos((2 * Math.PI * (hour - PEAK_HOUR_UTC - shiftHours)) / 24);
  const noise = (seededRandom(seedFrom([nodeId, metric, bucket]))() - 0.5) * 0.2;
  return clamp(0.3 + 0.5 * wave + noise, 0.02, 1);
}

/** The utilisation of a node in the minute of `at`. */
export function sampleUtilisation(node: SampledNode, at: Date): UtilisationSample {
  const t = at.getTime();
  if (!Number.isFinite(t)) throw new RangeError('Invalid instant');
  const bucket = Math.floor(t / SAMPLE_BUCKET_MS);
  const start = new Date(bucket * SAMPLE_BUCKET_MS);
  const { capacity, nodeId } = node;
  checkResources('capacity', capacity);
  const requested = typeof node.allocation === 'function' ? node.allocation(start) : node.allocation;
  checkResources('allocation', requested);
  // Workloads cannot hold more than the node has, whatever the caller's bookkeeping says.
  const cpu = Math.min(requested.cpuCores, capacity.cpuCores);
  const memory = Math.min(requested.memoryGiB, capacity.memoryGiB);
  const gpus = Math.min(requested.gpus, capacity.gpus);
  return {
    at: start,
    cpuCores: round2(
      clamp(capacity.cpuCores * SYSTEM_CPU + cpu * activity(nodeId, 'cpu', bucket), 0, capacity.cpuCores),
    ),
    // Memory is sticky: processes keep most of what they took even when idle.
    memoryGiB: round2(
      clamp(
        capacity.memoryGiB * SYSTEM_MEMORY + memory * (0.55 + 0.35 * activity(nodeId, 'memory', bucket)),
        0,
        capacity.memoryGiB,
      ),
    ),
    gpus: round2(clamp(gpus * activity(nodeId, 'gpu', bucket), 0, capacity.gpus)),
  };
}

/**
 * Samples from `from` to `to` (both included) every `stepMs`, on instants aligned to the step
 * (a 5-minute series always lands on :00, :05, ...), so charts of overlapping ranges agree.
 */
export function utilisationSeries(node: SampledNode, from: Date, to: Date, stepMs: number): UtilisationSample[] {
  if (!(Number.isInteger(stepMs) && stepMs >= SAMPLE_BUCKET_MS && stepMs % SAMPLE_BUCKET_MS === 0)) {
    throw new RangeError(`The step must be a whole number of minutes, got ${stepMs} ms`);
  }
  const first = Math.ceil(from.getTime() / stepMs) * stepMs;
  const last = to.getTime();
  if (!Number.isFinite(first) || !Number.isFinite(last)) throw new RangeError('Invalid instant');
  if (last >= first && Math.floor((last - first) / stepMs) + 1 > MAX_SERIES_POINTS) {
    throw new RangeError(`A series holds at most ${MAX_SERIES_POINTS} points: use a larger step`);
  }
  const samples: UtilisationSample[] = [];
  for (let t = first; t <= last; t += stepMs) samples.push(sampleUtilisation(node, new Date(t)));
  return samples;
}
