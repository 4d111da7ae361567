import { projectQuotaQuery, useConsoleClient, useSetProjectQuota } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import type { Appearance } from '../theme/appearance';
import { ServiceQuotaDetail } from './ServiceQuotaDetail';

export interface ServiceQuotaPanelProps {
  projectId: number;
  serviceId: number;
  /** Whether the caller may change the quota (project admins and above). */
  canEdit?: Allowance;
  appearance?: Appearance;
}

/** One service of a project, connected: use against quota, its history, and the quota editor for those allowed. */
export function ServiceQuotaPanel({ projectId, serviceId, canEdit = false, appearance }: ServiceQuotaPanelProps) {
  const client = useConsoleClient();
  const detail = useQuery(projectQuotaQuery(client, projectId, serviceId));
  const save = useSetProjectQuota();
  return (
    <ServiceQuotaDetail
      detail={detail.data}
      loading={detail.isPending}
      error={detail.error}
      onRetry={() => void detail.refetch()}
      canEdit={canEdit}
      onSave={(quota) => save.mutateAsync({ id: projectId, body: { serviceId, quota } })}
      {...(appearance ? { appearance } : {})}
    />
  );
}
