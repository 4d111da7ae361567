/** The fixed ids of the service catalogue (configurable per deployment). */
export interface ServiceIds {
  containerRegistry: number;
  sourceRepository: number;
  objectStorage: number;
  continuousDelivery: number;
  notebookHub: number;
  aiInferencing: number;
}

/** The reference admin API's service ids. */
export const DEFAULT_SERVICE_IDS: Readonly<ServiceIds> = Object.freeze({
  containerRegistry: 1,
  sourceRepository: 2,
  objectStorage: 3,
  continuousDelivery: 4,
  notebookHub: 5,
  aiInferencing: 6,
});

/** Defaults overridden by whatever `overrides` sets. */
export function resolveServiceIds(overrides: Partial<ServiceIds> = {}): ServiceIds {
  const ids = { ...DEFAULT_SERVICE_IDS };
  for (const key of Object.keys(ids) as (keyof ServiceIds)[]) {
    const value = overrides[key];
    if (typeof value === 'number') ids[key] = value;
  }
  return ids;
}
