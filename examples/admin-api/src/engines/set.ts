import type { EngineStatus, ReportsStatus } from './status';

/** The engines an API runs on, by the part of the platform they serve; a part with none is simulated. */
export interface EngineSet {
  notebooks?: ReportsStatus;
  serving?: ReportsStatus;
  metrics?: ReportsStatus;
}

const SIMULATED: EngineStatus = { mode: 'simulated', engine: 'simulated', available: true };

/** Each part's status, asked of its engine at once; an engine that throws is reported unavailable, not fatal. */
export async function engineStatuses(set: EngineSet) {
  const of = async (engine: ReportsStatus | undefined): Promise<EngineStatus> => {
    if (!engine) return SIMULATED;
    try {
      return await engine.status();
    } catch (error) {
      return {
        mode: 'local',
        engine: 'unknown',
        available: false,
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  };
  const [notebooks, serving, metrics] = await Promise.all([of(set.notebooks), of(set.serving), of(set.metrics)]);
  return { notebooks, serving, metrics };
}
