import type { Deployment } from '@console/core';
import { ActionButton } from '../actions/ActionButton';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
import { CodeBlock } from '../layout/CodeBlock';
import { type DescriptionItem, DescriptionList } from '../layout/DescriptionList';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
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
  const messages = useMessages({ common: commonEn, inferencing: inferencingEn });
  const format = useFormat();
  const i = messages.inferencing;
  const t = i.overview;
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : messages.common.never);
  const request = exampleRequest(d);
  const items: DescriptionItem[] = [
    {
      label: t.source,
      value:
        d.sourceType === 'PREDEFINED'
          ? `${d.predefinedModelName ?? i.deployments.model} ${d.modelVersion ?? ''}`
          : `${d.image} (${d.modelPath})`,
    },
    { label: t.task, value: taskLabel(d.task, messages) },
    { label: t.runtime, value: d.backend },
    {
      label: t.replicas,
      value: t.replicasRange({ min: format.number(d.replicasMin), max: format.number(d.replicasMax) }),
    },
    { label: t.gpus, value: gpuLabel(d.gpuType, d.gpuCount, messages, format.number) },
    { label: t.activeVersion, value: t.version({ number: format.number(d.activeVersion) }) },
    { label: t.requests, value: format.number(d.requestCount) },
    {
      label: t.meanLatency,
      value: d.meanLatencyMs === null ? messages.common.none : t.latency({ ms: format.number(d.meanLatencyMs) }),
    },
    { label: t.lastRequest, value: when(d.lastRequestAt) },
    {
      label: t.created,
      value: d.createdBy ? i.createdBy({ when: when(d.createdAt), who: d.createdBy }) : when(d.createdAt),
    },
    { label: t.endpoint, value: <code>{d.endpointUrl}</code>, wide: true },
  ];
  const actions = [
    onEdit ? (
      <ActionButton key="edit" onClick={onEdit}>
        {messages.common.actions.edit}
      </ActionButton>
    ) : null,
    // A deployment waiting in the capacity queue may be paused too: it leaves the queue.
    onPause && (d.status === 'RUNNING' || d.status === 'QUEUED') ? (
      <ConfirmDialog
        key="pause"
        title={t.pauseTitle({ name: d.name })}
        description={t.pauseConsequence}
        confirmLabel={t.pause}
        onConfirm={onPause}
        trigger={<ActionButton>{t.pause}</ActionButton>}
        {...(appearance ? { appearance } : {})}
      />
    ) : null,
    onResume && d.status === 'PAUSED' ? (
      <ActionButton key="resume" onClick={() => void onResume()}>
        {t.resume}
      </ActionButton>
    ) : null,
    onResume && d.status === 'STOPPED' ? (
      <ConfirmDialog
        key="start"
        title={t.startTitle({ name: d.name })}
        description={t.startConsequence}
        confirmLabel={t.start}
        onConfirm={onResume}
        trigger={<ActionButton>{t.start}</ActionButton>}
        {...(appearance ? { appearance } : {})}
      />
    ) : null,
    onDelete ? (
      <ConfirmDialog
        key="delete"
        title={messages.common.table.deleteTitle({ name: d.name })}
        description={i.deployments.deleteConsequence}
        confirmLabel={messages.common.actions.delete}
        destructive
        onConfirm={onDelete}
        trigger={<ActionButton variant="danger">{messages.common.actions.delete}</ActionButton>}
        {...(appearance ? { appearance } : {})}
      />
    ) : null,
  ].filter((a) => a !== null);
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-overview">
      <div data-slot="resource-header">
        <p data-slot="resource-status" aria-live="polite">
          <span data-slot="visually-hidden">{t.status} </span>
          <StatusBadge tone={deploymentStatus[d.status].tone}>{i.status[d.status]}</StatusBadge>
          {d.statusReason ? <span data-slot="status-reason">{d.statusReason}</span> : null}
        </p>
        {actions.length > 0 ? <div data-slot="resource-actions">{actions}</div> : null}
      </div>
      <DescriptionList items={items} />
      <div data-slot="example-request">
        <h3 data-slot="subsection-title">{t.exampleRequest}</h3>
        <p data-slot="subsection-help">{t.exampleHelp}</p>
        <CodeBlock
          code={request}
          title="curl" // i18n-ignore: the name of the command
          copyLabel={t.copyExample}
        />
      </div>
    </WidgetRoot>
  );
}
