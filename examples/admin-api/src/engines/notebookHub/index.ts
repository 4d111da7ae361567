import type { Clock } from '../../sim/clock';
import type { EngineSettings } from '../mode';
import { createLocalNotebookHub } from './local';
import { createSimulatedNotebookHub, type SimulatedHubDelays } from './simulated';
import type { NotebookHub } from './types';

export { createLocalNotebookHub } from './local';
export { createSimulatedNotebookHub, type SimulatedHubDelays } from './simulated';
export * from './types';

/** The notebook hub the settings choose: JupyterHub over HTTP (`local`) or the clock (`simulated`). */
export function createNotebookHub(
  settings: Pick<EngineSettings, 'mode' | 'hubUrl' | 'hubApiToken'>,
  deps: { clock: Clock; delays?: SimulatedHubDelays },
): NotebookHub {
  if (settings.mode === 'local')
    return createLocalNotebookHub({ hubUrl: settings.hubUrl, apiToken: settings.hubApiToken });
  return createSimulatedNotebookHub({
    clock: deps.clock,
    ...(deps.delays ? { delays: deps.delays } : {}),
    baseUrl: settings.hubUrl,
  });
}
