import type { ReportsStatus } from '../status';

/** CPU cores, memory in GiB and GPUs: what a machine has, or what it uses. */
export interface MachineResources {
  cpuCores: number;
  memoryGiB: number;
  gpus: number;
}

/** A machine as the metrics engine sees it now: what it has and what it uses. */
export interface MeasuredNode {
  /** The machine's own name (node exporter's `nodename`; a Kubernetes node name on a cluster). */
  name: string;
  /** False while the engine cannot scrape it. */
  up: boolean;
  /** The model of its GPUs, null on a machine without any. */
  gpuModel: string | null;
  capacity: MachineResources;
  used: MachineResources;
}

/** One instant of a machine's series: capacity and the mean use over the step that ends there. */
export interface MeasuredPoint {
  at: Date;
  capacity: MachineResources;
  used: MachineResources;
}

/** A machine's use over a range. */
export interface NodeSeries {
  name: string;
  points: MeasuredPoint[];
}

/**
 * The metrics engine: the machines of the measured cluster, with capacity and use now and over a range. Like every
 * engine it reports its status; a call it cannot answer (engine down or slow) throws the 503 that names it.
 */
export interface Metrics extends ReportsStatus {
  /** The machines and their use now. */
  nodes(): Promise<MeasuredNode[]>;
  /**
   * Each machine's use from `from` to `to` every `stepSeconds`: the point at `t` is the mean over `[t, t + step)`,
   * on instants aligned to the step, as the stored samples are bucketed; the step under way, when in range, is the mean of its time so far.
   */
  series(from: Date, to: Date, stepSeconds: number): Promise<NodeSeries[]>;
}
