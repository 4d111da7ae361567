import {
  type Deployment,
  type DeploymentAccess,
  type DeploymentVersion,
  deploymentAbilities,
  type ScheduledUptime,
} from '@console/core';
import {
  deploymentKeysQuery,
  deploymentPermissionsQuery,
  deploymentQuery,
  deploymentSchedulesQuery,
  deploymentTimelineQuery,
  deploymentVersionsQuery,
  projectUsersQuery,
  useActivateDeploymentVersion,
  useConsoleClient,
  useCreateDeploymentKey,
  useCreateDeploymentSchedule,
  useDeleteDeployment,
  useDeleteDeploymentKey,
  useDeleteDeploymentSchedule,
  useLiveDeployments,
  usePauseDeployment,
  useResumeDeployment,
  useSetDeploymentPermissions,
  useUpdateDeploymentSchedule,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { serving as servingEn } from '../i18n/messages/en/serving';
import { useMessages } from '../i18n/useMessages';
import { SectionCard } from '../layout/SectionCard';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { DeploymentKeys } from './DeploymentKeys';
import { DeploymentOverview } from './DeploymentOverview';
import { DeploymentPermissions } from './DeploymentPermissions';
import { DeploymentSchedule, type UptimeWindowInput } from './DeploymentSchedule';
import { SETTLING_POLL_MS } from './DeploymentsPanel';
import { DeploymentTimeline } from './DeploymentTimeline';
import { DeploymentVersions } from './DeploymentVersions';
import { isSettling } from './deploymentStatus';
import { DeploymentMetricsPanel } from './metrics/DeploymentMetricsPanel';
import { DeploymentPlaygroundPanel } from './playground/DeploymentPlaygroundPanel';

export interface DeploymentDetailPanelProps {
  projectId: number;
  deploymentId: number;
  onEdit?: (deployment: Deployment) => void;
  /** Called after a confirmed delete succeeded. */
  onDeleted?: (deployment: Deployment) => void;
  /** Called after each action succeeded, with a line for a toast. */
  onDone?: (summary: string, detail: string) => void;
  appearance?: Appearance;
}

/** A titled card of the page; its `id` (not its title, which follows the language) names the heading's element. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionCard headingId={`deployment-${id}`} title={title}>
      {children}
    </SectionCard>
  );
}

/**
 * One deployment inside `ConsoleProvider`, from its ids: overview with endpoint and example request, a
 * playground to call it, its metrics over time, versions with activate, API keys, timeline, permissions and uptime windows; status follows the live stream.
 */
export function DeploymentDetailPanel({
  projectId,
  deploymentId: id,
  onEdit,
  onDeleted,
  onDone,
  appearance,
}: DeploymentDetailPanelProps) {
  const client = useConsoleClient();
  const messages = useMessages({ inferencing: inferencingEn, serving: servingEn });
  const t = messages.inferencing.detail;
  const serving = messages.serving.sections;
  useLiveDeployments(projectId);
  const poll = (settling: boolean) => (settling ? SETTLING_POLL_MS : false);
  const deployment = useQuery({
    ...deploymentQuery(client, projectId, id),
    refetchInterval: (q) => poll(q.state.data ? isSettling(q.state.data.status) : false),
  });
  const settling = deployment.data ? isSettling(deployment.data.status) : false;
  // The rest is asked for once the deployment answered: a refused or missing one asks nothing more.
  const ready = deployment.isSuccess;
  const versions = useQuery({ ...deploymentVersionsQuery(client, projectId, id), enabled: ready });
  const keys = useQuery({ ...deploymentKeysQuery(client, projectId, id), enabled: ready });
  const timeline = useQuery({
    ...deploymentTimelineQuery(client, projectId, id),
    refetchInterval: poll(settling),
    enabled: ready,
  });
  // What the caller may do decides which actions show (and which lists are asked for at all).
  const can = deployment.data ? deploymentAbilities(deployment.data) : { manage: false, administer: false };
  const permissions = useQuery({ ...deploymentPermissionsQuery(client, projectId, id), enabled: can.manage });
  const people = useQuery({ ...projectUsersQuery(client, projectId), enabled: can.administer });
  const windows = useQuery({ ...deploymentSchedulesQuery(client, projectId, id), enabled: ready });
  const pause = usePauseDeployment();
  const resume = useResumeDeployment();
  const remove = useDeleteDeployment();
  const activate = useActivateDeploymentVersion();
  const createKey = useCreateDeploymentKey();
  const revokeKey = useDeleteDeploymentKey();
  const addWindow = useCreateDeploymentSchedule();
  const changeWindow = useUpdateDeploymentSchedule();
  const removeWindow = useDeleteDeploymentSchedule();
  const setPermissions = useSetDeploymentPermissions();
  const done = (summary: string, detail: string) => onDone?.(summary, detail);

  if (deployment.error) return <ErrorState error={deployment.error} onRetry={() => void deployment.refetch()} />;
  const d = deployment.data;
  if (!d) return <LoadingState label={t.loading} />;
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-detail">
      <Section id="overview" title={t.overview}>
        <DeploymentOverview
          deployment={d}
          {...(onEdit && can.manage ? { onEdit: () => onEdit(d) } : {})}
          {...(can.manage
            ? {
                onPause: async () => {
                  await pause.mutateAsync({ projectId, id });
                  done(t.paused, d.name);
                },
                onResume: async () => {
                  await resume.mutateAsync({ projectId, id });
                  done(d.status === 'STOPPED' ? t.starting : t.resumed, d.name);
                },
              }
            : {})}
          {...(can.administer
            ? {
                onDelete: async () => {
                  await remove.mutateAsync({ projectId, id });
                  onDeleted?.(d);
                },
              }
            : {})}
          {...(appearance ? { appearance } : {})}
        />
      </Section>
      <Section id="playground" title={serving.playground}>
        <DeploymentPlaygroundPanel projectId={projectId} deploymentId={id} appearance={appearance} />
      </Section>
      <Section id="metrics" title={serving.metrics}>
        <DeploymentMetricsPanel projectId={projectId} deploymentId={id} appearance={appearance} />
      </Section>
      <Section id="versions" title={t.versions}>
        <DeploymentVersions
          versions={versions.data}
          loading={versions.isPending}
          error={versions.error}
          onRetry={() => void versions.refetch()}
          {...(can.manage
            ? {
                onActivate: async (v: DeploymentVersion) => {
                  await activate.mutateAsync({ projectId, id, version: v.number });
                  done(t.rollingOut({ name: v.name }), d.name);
                },
              }
            : {})}
          {...(appearance ? { appearance } : {})}
        />
      </Section>
      <Section id="api-keys" title={t.keys}>
        <DeploymentKeys
          keys={keys.data}
          loading={keys.isPending}
          error={keys.error}
          onRetry={() => void keys.refetch()}
          onCreate={(name) => createKey.mutateAsync({ projectId, id, name })}
          onRevoke={async (k) => {
            await revokeKey.mutateAsync({ projectId, id, keyId: k.keyId });
            done(t.keyRevoked, k.name);
          }}
          {...(appearance ? { appearance } : {})}
        />
      </Section>
      <Section id="scheduled-uptime" title={t.schedule}>
        <DeploymentSchedule
          windows={windows.data}
          loading={windows.isPending}
          error={windows.error}
          onRetry={() => void windows.refetch()}
          {...(can.manage
            ? {
                onAdd: (w: UptimeWindowInput) => addWindow.mutateAsync({ projectId, body: { deploymentId: id, ...w } }),
                onUpdate: (w: ScheduledUptime, body: UptimeWindowInput) =>
                  changeWindow.mutateAsync({ projectId, scheduleId: w.id, body }),
                onRemove: (w: ScheduledUptime) => removeWindow.mutateAsync({ projectId, scheduleId: w.id }),
              }
            : {})}
          {...(appearance ? { appearance } : {})}
        />
      </Section>
      {can.manage ? (
        <Section id="permissions" title={t.permissions}>
          <DeploymentPermissions
            permissions={permissions.data}
            people={people.data ?? []}
            loading={permissions.isPending}
            error={permissions.error}
            onRetry={() => void permissions.refetch()}
            {...(can.administer
              ? {
                  onSave: (entries: { userId: number; access: DeploymentAccess }[]) =>
                    setPermissions.mutateAsync({ projectId, id, body: { entries } }),
                }
              : {})}
            {...(appearance ? { appearance } : {})}
          />
        </Section>
      ) : null}
      <Section id="timeline" title={t.timeline}>
        <DeploymentTimeline
          events={timeline.data}
          loading={timeline.isPending}
          error={timeline.error}
          onRetry={() => void timeline.refetch()}
          {...(appearance ? { appearance } : {})}
        />
      </Section>
    </WidgetRoot>
  );
}
