/** Model serving: `createServing` picks the implementation the engine settings name. */
import type { EngineSettings } from '../mode';
import { createLocalServing, type LocalServingOptions } from './local';
import { createSimulatedServing } from './simulated';
import type { Serving } from './types';

export { createLocalServing } from './local';
export { createSimulatedServing } from './simulated';
export type { Replica, Route, ScrapeGroup, Serving, ServingEvent, ServingSpec } from './types';

/** The serving engine of `settings.mode`. */
export function createServing(settings: EngineSettings, deps: LocalServingOptions = {}): Serving {
  return settings.mode === 'local' ? createLocalServing(settings, deps) : createSimulatedServing();
}
