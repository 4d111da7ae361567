import type { Deployment } from '@console/core';
import { ActionButton } from '../actions/ActionButton';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useFormat, useMessages } from '../i18n/useMessages';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { CopyButton } from './CopyButton';
import { deploymentStatus, gpuLabel, taskLabel } from './deploymentStatus';
import { exampleRequest } from './exampleRequest';

export interface DeploymentOverviewProps {
  deployment: Deployment;
  onPause?: () => unknown;
  /** Resumes a paused deployment, or starts a stopped one again (a new rollout). */
  onResume?: () => unknown;
  onEdit?: () => void;
  onDelete?: () => unknown;
  appearance?: Appearance;
}

/** A deployment at a glance: status, source, resources, endpoint with a copyable first call, traffic, actions. */
export function DeploymentOverview({
  deployment: d,
  onPause,
  onResume,
  onEdit,
  onDelete,
  appearance,
}: DeploymentOverviewProps) {
  const messages = useMessages();
  const format = useFormat();
  const i = messages.inferencing;
  const t = i.overview;
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : messages.common.never);
  const request = exampleRequest(d);
  const rows: [string, string][] = [
    [
      t.source,
      d.sourceType === 'PREDEFINED'
        ? `${d.predefinedModelName ?? i.deployments.model} ${d.modelVersion ?? ''}`
        : `${d.image} (${d.modelPath})`,
    ],
    [t.task, taskLabel(d.task, messages)],
    [t.runtime, d.backend],
    [t.replicas, t.replicasRange({ min: format.number(d.replicasMin), max: format.number(d.replicasMax) })],
    [t.gpus, gpuLabel(d.gpuType, d.gpuCount, messages, format.number)],
    [t.activeVersion, t.version({ number: format.number(d.activeVersion) })],
    [t.requests, format.number(d.requestCount)],
    [
      t.meanLatency,
      d.meanLatencyMs === null ? messages.common.none : t.latency({ ms: format.number(d.meanLatencyMs) }),
    ],
    [t.lastRequest, when(d.lastRequestAt)],
    [t.created, d.createdBy ? i.createdBy({ when: when(d.createdAt), who: d.createdBy }) : when(d.createdAt)],
  ];
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-overview">
      <div data-slot="toolbar">
        <span aria-live="polite">
          {t.status} <StatusBadge tone={deploymentStatus[d.status].tone}>{i.status[d.status]}</StatusBadge>
          {d.statusReason ? <span> — {d.statusReason}</span> : null}
        </span>
        {onEdit ? <ActionButton onClick={onEdit}>{messages.common.actions.edit}</ActionButton> : null}
        {onPause && d.status === 'RUNNING' ? (
          <ConfirmDialog
            title={t.pauseTitle({ name: d.name })}
            description={t.pauseConsequence}
            confirmLabel={t.pause}
            onConfirm={onPause}
            trigger={<ActionButton>{t.pause}</ActionButton>}
            {...(appearance ? { appearance } : {})}
          />
        ) : null}
        {onResume && d.status === 'PAUSED' ? (
          <ActionButton onClick={() => void onResume()}>{t.resume}</ActionButton>
        ) : null}
        {onResume && d.status === 'STOPPED' ? (
          <ConfirmDialog
            title={t.startTitle({ name: d.name })}
            description={t.startConsequence}
            confirmLabel={t.start}
            onConfirm={onResume}
            trigger={<ActionButton>{t.start}</ActionButton>}
            {...(appearance ? { appearance } : {})}
          />
        ) : null}
        {onDelete ? (
          <ConfirmDialog
            title={messages.common.table.deleteTitle({ name: d.name })}
            description={i.deployments.deleteConsequence}
            confirmLabel={messages.common.actions.delete}
            destructive
            onConfirm={onDelete}
            trigger={<ActionButton variant="danger">{messages.common.actions.delete}</ActionButton>}
            {...(appearance ? { appearance } : {})}
          />
        ) : null}
      </div>
      <dl data-slot="details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t.endpoint}</dt>
          <dd>
            <code>{d.endpointUrl}</code>
          </dd>
        </div>
      </dl>
      <h3>{t.exampleRequest}</h3>
      <p>{t.exampleHelp}</p>
      <pre data-slot="example-request">
        <code>{request}</code>
      </pre>
      <CopyButton text={request} label={t.copyExample} />
    </WidgetRoot>
  );
}
