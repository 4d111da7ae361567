import type { QuotaScope } from '@console/core';
import { capacityBoardQuery, useCapacityLiveUpdates, useConsoleClient, useQuotaLiveUpdates } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { Appearance } from '../theme/appearance';
import { CapacityBoardView } from './CapacityBoardView';

export interface CapacityBoardPanelProps {
  /** Whose board: the most specific of `projectId`, `branchId` and `organizationId` given; none is the platform. */
  scope?: QuotaScope | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The capacity board inside `ConsoleProvider`: it looks again at once when a notice on the stream says a quota
 * changed or a workload was queued, started, stopped or failed, and every ten seconds besides (use moves without
 * notices).
 */
export function CapacityBoardPanel({ scope = {}, appearance }: CapacityBoardPanelProps) {
  const client = useConsoleClient();
  useQuotaLiveUpdates();
  useCapacityLiveUpdates();
  const query = useQuery(capacityBoardQuery(client, scope));
  return (
    <CapacityBoardView
      board={query.data}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      appearance={appearance}
    />
  );
}
