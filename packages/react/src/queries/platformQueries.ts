import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the platform's own state, for invalidation. */
export const platformKeys = {
  all: ['platform'] as const,
  engines: () => [...platformKeys.all, 'engines'] as const,
};

/**
 * The engines behind the API (notebooks, model serving, metrics): real or simulated, and whether each answers.
 * Which engines run is chosen when the API starts, so the answer is kept for a minute; an engine going down
 * is seen again within that minute.
 */
export function platformEnginesQuery(client: ConsoleClient) {
  return queryOptions({
    queryKey: platformKeys.engines(),
    queryFn: () => client.api.platform.engines(),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
