import type { ApiFetch } from '../http/apiFetch';
import type { ResultOf } from './types';

/** Which engines run behind the API (notebooks, model serving, metrics), and whether they answer. */
export type PlatformEngines = ResultOf<'platform.engines'>;
/** One engine: `mode` is `local` for a real engine, `simulated` for states moved on a clock. */
export type EngineStatus = PlatformEngines['notebooks'];

/** The platform itself. */
export interface PlatformCalls {
  /** The engines behind the API: real or simulated, and whether each answers now. Any signed-in user. */
  engines(): Promise<PlatformEngines>;
}

/** The platform itself. */
export const createPlatformCalls = (fetch: ApiFetch): PlatformCalls => ({
  engines: () => fetch<PlatformEngines>('/platform/engines'),
});
