/** The metrics engine (see `types.ts`): Prometheus in `local` mode, a deterministic stand-in when simulated. */
import type { Clock } from '../../sim/clock';
import type { EngineSettings } from '../mode';
import { createLocalMetrics } from './local';
import { createSimulatedMetrics } from './simulated';
import type { Metrics } from './types';

export { createLocalMetrics, type LocalMetricsOptions } from './local';
export { createSimulatedMetrics, SIMULATED_MACHINE, type SimulatedMachine } from './simulated';
export type { MachineResources, MeasuredNode, MeasuredPoint, Metrics, NodeSeries } from './types';

/** The metrics engine the settings choose, made once at start. */
export function createMetrics(
  settings: Pick<EngineSettings, 'mode' | 'prometheusUrl'>,
  deps: { clock: Clock; nodeSelector?: string | undefined },
): Metrics {
  if (settings.mode === 'simulated') return createSimulatedMetrics(deps.clock);
  return createLocalMetrics({
    url: settings.prometheusUrl,
    ...(deps.nodeSelector ? { nodeSelector: deps.nodeSelector } : {}),
  });
}
