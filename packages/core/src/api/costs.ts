import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import { getPath } from './contractCall';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** A query whose values may also be undefined (left out of the request). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };
/** Whose costs: the most specific of `projectId`, `branchId` and `organizationId`; none is the platform. */
export type CostScope = Loose<QueryOf<'costs.budget'>>;
/** A cost report's or export's scope and range (`from`, `to` as ISO instants). */
export type CostQuery = Loose<QueryOf<'costs.report'>> & { from: string; to: string };

/** Chargeback: the price list, costs per tenant from allocation, monthly budgets with forecasts, the FOCUS export. */
export interface CostCalls {
  /** The price list: per GPU-hour by model, per CPU core-hour, per GiB-hour of memory and of storage. */
  prices(): Promise<ResultOf<'costs.prices'>>;
  /** Replaces the price list (super admins). */
  setPrices(body: BodyOf<'costs.setPrices'>): Promise<ResultOf<'costs.setPrices'>>;
  /** Costs over a range rolled up one level below the scope, idle cost apart. */
  report(query: CostQuery): Promise<ResultOf<'costs.report'>>;
  /** Every project's costs per day and resource as a CSV file with FOCUS 1.x columns (streamed by the server). */
  export(query: CostQuery): Promise<Blob>;
  /** A tier's monthly budget, spent this month, the forecast to month end and the alerts sent. */
  budget(scope: CostScope): Promise<ResultOf<'costs.budget'>>;
  /** Sets (or clears, with `monthlyBudget: null`) a tier's monthly budget. */
  setBudget(body: BodyOf<'costs.setBudget'>): Promise<ResultOf<'costs.setBudget'>>;
}

/** Chargeback: the price list, costs per tenant from allocation, monthly budgets with forecasts, the FOCUS export. */
export function createCostCalls(fetch: ApiFetch): CostCalls {
  const calls = callsOf<Omit<CostCalls, 'export'>>(fetch, {
    prices: '/costs/prices',
    setPrices: 'PUT /costs/prices B',
    report: '/costs Q',
    budget: '/costs/budget Q',
    setBudget: 'PUT /costs/budget B',
  });
  return {
    ...calls,
    export: (query) =>
      fetch<Blob, 'blob'>(getPath('/costs/export'), {
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
        responseType: 'blob',
      }),
  };
}
