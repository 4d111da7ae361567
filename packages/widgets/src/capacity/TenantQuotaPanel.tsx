import type { QuotaScope } from '@console/core';
import { tenantQuotaQuery, useConsoleClient, useQuotaLiveUpdates } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { Appearance } from '../theme/appearance';
import { TenantQuotaCard } from './TenantQuotaCard';

export interface TenantQuotaPanelProps {
  /** Whose quota: the most specific of `projectId`, `branchId` and `organizationId` given. */
  scope: QuotaScope;
  appearance?: Appearance | undefined;
}

/** A tenant's quota inside `ConsoleProvider`, live: an approved request shows its raise without a reload. */
export function TenantQuotaPanel({ scope, appearance }: TenantQuotaPanelProps) {
  const client = useConsoleClient();
  useQuotaLiveUpdates();
  const query = useQuery(tenantQuotaQuery(client, scope));
  return (
    <TenantQuotaCard
      quota={query.data}
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      appearance={appearance}
    />
  );
}
