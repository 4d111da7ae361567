import type { CostQuery, CostScope } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleClient } from '../ConsoleContext';
import type { Api, Body } from './apiTypes';
import { useApiMutation } from './useApiMutation';

/** Query keys of chargeback, for invalidation. */
export const costKeys = {
  all: ['costs'] as const,
  prices: () => [...costKeys.all, 'prices'] as const,
  report: (query: CostQuery) => [...costKeys.all, 'report', query] as const,
  budget: (scope: CostScope) => [...costKeys.all, 'budget', scope] as const,
};

/** The price list. */
export function priceListQuery(client: ConsoleClient) {
  return queryOptions({ queryKey: costKeys.prices(), queryFn: () => client.api.costs.prices() });
}
/** Costs of a scope over a range, one level down; the last report stays while the next range loads. */
export function costReportQuery(client: ConsoleClient, query: CostQuery) {
  return queryOptions({
    queryKey: costKeys.report(query),
    queryFn: () => client.api.costs.report(query),
    placeholderData: keepPreviousData,
  });
}
/** A tier's monthly budget with this month's spending and forecast. */
export function budgetQuery(client: ConsoleClient, scope: CostScope) {
  return queryOptions({ queryKey: costKeys.budget(scope), queryFn: () => client.api.costs.budget(scope) });
}

/** Sets or clears a tier's monthly budget. */
export function useSetBudget() {
  return useApiMutation(
    (api, body: Body<Api['costs']['setBudget']>) => api.costs.setBudget(body),
    () => [costKeys.all],
  );
}
/** Replaces the price list (super admins); every report is priced anew. */
export function useSetPrices() {
  return useApiMutation(
    (api, body: Body<Api['costs']['setPrices']>) => api.costs.setPrices(body),
    () => [costKeys.all],
  );
}
/** Downloads a cost export (FOCUS columns) as a file. */
export function useExportCosts() {
  const client = useConsoleClient();
  return (query: CostQuery) => client.api.costs.export(query);
}

/** Refetches budgets when a budget alert arrives on the stream, so the alerts shown match the notices. */
export function useCostLiveUpdates(): void {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.notifications.onMessage((n) => {
        if (n.type.startsWith('cost.')) void queryClient.invalidateQueries({ queryKey: costKeys.all });
      }),
    [client, queryClient],
  );
}
