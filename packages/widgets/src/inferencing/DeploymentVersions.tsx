import type { DeploymentVersion } from '@console/core';
import { ActionButton } from '../actions/ActionButton';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { gpuLabel } from './deploymentStatus';

export interface DeploymentVersionsProps {
  versions: readonly DeploymentVersion[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Rolls out a version after a confirmation; an older one is a rollback. */
  onActivate?: (version: DeploymentVersion) => unknown;
  appearance?: Appearance;
}

/** Every serving configuration of a deployment, newest first, with the active one marked. */
export function DeploymentVersions({ versions, onActivate, appearance, ...state }: DeploymentVersionsProps) {
  const active = versions?.find((v) => v.active)?.number ?? 0;
  return (
    <DataTable
      label="Versions"
      rows={versions}
      getRowId={(v) => v.id}
      loading={state.loading ?? false}
      error={state.error}
      {...(state.onRetry ? { onRetry: state.onRetry } : {})}
      emptyTitle="No versions"
      columns={[
        {
          id: 'name',
          header: 'Version',
          cell: (v) => (
            <span>
              {v.name} {v.active ? <StatusBadge tone="success">Active</StatusBadge> : null}
            </span>
          ),
        },
        {
          id: 'config',
          header: 'Configuration',
          cell: (v) =>
            `${v.config.sourceType === 'PREDEFINED' ? (v.config.modelVersion ?? '') : (v.config.image ?? '')}, ${v.config.backend}, ${v.config.replicasMin}–${v.config.replicasMax} replicas, ${gpuLabel(v.config.gpuType, v.config.gpuCount)}`,
        },
        {
          id: 'created',
          header: 'Created',
          cell: (v) => `${new Date(v.createdAt).toLocaleString()}${v.createdBy ? ` by ${v.createdBy}` : ''}`,
        },
        {
          id: 'actions',
          header: 'Actions',
          align: 'end',
          cell: (v) =>
            onActivate && !v.active ? (
              <ConfirmDialog
                title={v.number < active ? `Roll back to ${v.name}?` : `Activate ${v.name}?`}
                description="The deployment rolls out this configuration; its endpoint answers again once it runs."
                confirmLabel={v.number < active ? 'Roll back' : 'Activate'}
                onConfirm={() => onActivate(v)}
                trigger={<ActionButton aria-label={`Activate ${v.name}`}>Activate</ActionButton>}
                {...(appearance ? { appearance } : {})}
              />
            ) : null,
        },
      ]}
      {...(appearance ? { appearance } : {})}
    />
  );
}
