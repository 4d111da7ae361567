/**
 * The seam between the areas and the infrastructure they operate: one small interface per kind of engine
 * (the notebook hub, model serving, metrics), each with a `simulated` and a `local` implementation chosen
 * once at start. Areas' services call these interfaces; only the implementations speak an engine's own API.
 */
export type { EngineMode, EngineSettings } from './mode';
export { readEngineSettings } from './mode';
export type { EngineStatus, ReportsStatus } from './status';
export { ENGINE_RETRY_AFTER_SECONDS, type EngineName, engineUnavailable } from './unavailable';
