import type { QuotaScope } from '@console/core';
import { capacityBoardQuery, useConsoleClient, useQuotaLiveUpdates } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { Appearance } from '../theme/appearance';
import { CapacityBoardView } from './CapacityBoardView';

export interface CapacityBoardPanelProps {
  /** Whose board: the most specific of `projectId`, `branchId` and `organizationId` given; none is the platform. */
  scope?: QuotaScope | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The capacity board inside `ConsoleProvider`: it looks again every ten seconds (the queue and use move without
 * notices) and at once when a quota changes.
 */
export function CapacityBoardPanel({ scope = {}, appearance }: CapacityBoardPanelProps) {
  const client = useConsoleClient();
  useQuotaLiveUpdates();
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
