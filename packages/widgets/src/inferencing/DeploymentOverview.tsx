import type { Deployment } from '@console/core';
import { ActionButton } from '../actions/ActionButton';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** A deployment at a glance: status, source, resources, endpoint with a copyable first call, traffic, actions. */
export function DeploymentOverview({
  deployment: d,
  onPause,
  onResume,
  onEdit,
  onDelete,
  appearance,
}: DeploymentOverviewProps) {
  const status = deploymentStatus[d.status];
  const request = exampleRequest(d);
  const rows: [string, string][] = [
    [
      'Source',
      d.sourceType === 'PREDEFINED'
        ? `${d.predefinedModelName ?? 'Model'} ${d.modelVersion ?? ''}`
        : `${d.image} (${d.modelPath})`,
    ],
    ['Task', taskLabel[d.task] ?? d.task],
    ['Runtime', d.backend],
    ['Replicas', `${d.replicasMin} to ${d.replicasMax}`],
    ['GPUs', gpuLabel(d.gpuType, d.gpuCount)],
    ['Active version', `v${d.activeVersion}`],
    ['Requests', d.requestCount.toLocaleString()],
    ['Mean latency', d.meanLatencyMs === null ? '—' : `${d.meanLatencyMs} ms`],
    ['Last request', when(d.lastRequestAt)],
    ['Created', `${when(d.createdAt)}${d.createdBy ? ` by ${d.createdBy}` : ''}`],
  ];
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-overview">
      <div data-slot="toolbar">
        <span aria-live="polite">
          Status: <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          {d.statusReason ? <span> — {d.statusReason}</span> : null}
        </span>
        {onEdit ? <ActionButton onClick={onEdit}>Edit</ActionButton> : null}
        {onPause && d.status === 'RUNNING' ? (
          <ConfirmDialog
            title={`Pause ${d.name}?`}
            description="Its endpoint refuses calls until you resume it."
            confirmLabel="Pause"
            onConfirm={onPause}
            trigger={<ActionButton>Pause</ActionButton>}
            {...(appearance ? { appearance } : {})}
          />
        ) : null}
        {onResume && d.status === 'PAUSED' ? <ActionButton onClick={() => void onResume()}>Resume</ActionButton> : null}
        {onResume && d.status === 'STOPPED' ? (
          <ConfirmDialog
            title={`Start ${d.name} again?`}
            description="Its replicas and GPUs were released; it rolls out again before it answers calls."
            confirmLabel="Start"
            onConfirm={onResume}
            trigger={<ActionButton>Start</ActionButton>}
            {...(appearance ? { appearance } : {})}
          />
        ) : null}
        {onDelete ? (
          <ConfirmDialog
            title={`Delete ${d.name}?`}
            description="Its endpoint, API keys, versions and uptime windows are removed. This cannot be undone."
            confirmLabel="Delete"
            destructive
            onConfirm={onDelete}
            trigger={<ActionButton variant="danger">Delete</ActionButton>}
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
          <dt>Endpoint</dt>
          <dd>
            <code>{d.endpointUrl}</code>
          </dd>
        </div>
      </dl>
      <h3>Example request</h3>
      <p>KServe v2 protocol; create an API key below and put it in API_KEY.</p>
      <pre data-slot="example-request">
        <code>{request}</code>
      </pre>
      <CopyButton text={request} label="Copy example request" />
    </WidgetRoot>
  );
}
