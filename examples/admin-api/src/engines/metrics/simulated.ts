import { seededRandom, seedFrom } from '../../domain/seededRandom';
import type { Clock } from '../../sim/clock';
import type { EngineStatus } from '../status';
import type { MachineResources, MeasuredPoint, Metrics, NodeSeries } from './types';

/** A machine the simulated engine pretends to measure. */
export interface SimulatedMachine {
  name: string;
  gpuModel: string | null;
  capacity: MachineResources;
}

/** The machine of a simulated engine unless told otherwise: a mid-sized server without GPUs. */
export const SIMULATED_MACHINE: SimulatedMachine = {
  name: 'simulated-node',
  gpuModel: null,
  capacity: { cpuCores: 16, memoryGiB: 64, gpus: 0 },
};

const DAY_MS = 86_400_000;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Share of a resource in use at a minute: a daily wave peaking at 14:00 UTC plus noise, the same for the same minute. */
function busy(name: string, metric: string, minute: number): number {
  const hour = ((minute * 60_000) % DAY_MS) / 3_600_000;
  const wave = 0.5 + 0.5 * Math.cos((2 * Math.PI * (hour - 14)) / 24);
  const noise = (seededRandom(seedFrom([name, metric, minute]))() - 0.5) * 0.1;
  return Math.min(1, Math.max(0.02, 0.15 + 0.4 * wave + noise));
}

const usageAt = (m: SimulatedMachine, at: Date): MachineResources => {
  const minute = Math.floor(at.getTime() / 60_000);
  return {
    cpuCores: round2(m.capacity.cpuCores * busy(m.name, 'cpu', minute)),
    memoryGiB: round2(m.capacity.memoryGiB * busy(m.name, 'memory', minute)),
    gpus: round2(m.capacity.gpus * busy(m.name, 'gpu', minute)),
  };
};

/**
 * Metrics without an engine, for unit tests and machines without Prometheus: the given machines (one mid-sized
 * server by default) with a deterministic daily curve of use on the injected clock. Everything it answers is
 * marked simulated by the areas that show it.
 */
export function createSimulatedMetrics(
  clock: Clock,
  machines: readonly SimulatedMachine[] = [SIMULATED_MACHINE],
): Metrics {
  return {
    async status(): Promise<EngineStatus> {
      return { mode: 'simulated', engine: 'simulated', available: true };
    },
    async nodes() {
      const now = clock.now();
      return machines.map((m) => ({ ...m, capacity: { ...m.capacity }, up: true, used: usageAt(m, now) }));
    },
    async series(from, to, stepSeconds): Promise<NodeSeries[]> {
      const step = stepSeconds * 1000;
      const last = Math.min(to.getTime(), clock.now().getTime());
      return machines.map((m) => {
        const points: MeasuredPoint[] = [];
        for (let t = Math.floor(from.getTime() / step) * step; t <= last; t += step) {
          points.push({ at: new Date(t), capacity: { ...m.capacity }, used: usageAt(m, new Date(t)) });
        }
        return { name: m.name, points };
      });
    },
  };
}
