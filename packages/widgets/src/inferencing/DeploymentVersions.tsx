import type { DeploymentVersion } from '@console/core';
import { ActionButton } from '../actions/ActionButton';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
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
  const messages = useMessages({ common: commonEn, inferencing: inferencingEn });
  const format = useFormat();
  const t = messages.inferencing.versions;
  const active = versions?.find((v) => v.active)?.number ?? 0;
  return (
    <DataTable
      label={t.label}
      rows={versions}
      getRowId={(v) => v.id}
      loading={state.loading ?? false}
      error={state.error}
      {...(state.onRetry ? { onRetry: state.onRetry } : {})}
      emptyTitle={t.empty}
      columns={[
        {
          id: 'name',
          header: t.version,
          cell: (v) => (
            <span>
              {v.name} {v.active ? <StatusBadge tone="success">{t.active}</StatusBadge> : null}
            </span>
          ),
        },
        {
          id: 'config',
          header: t.configuration,
          cell: (v) =>
            t.config({
              source: v.config.sourceType === 'PREDEFINED' ? (v.config.modelVersion ?? '') : (v.config.image ?? ''),
              backend: v.config.backend,
              min: format.number(v.config.replicasMin),
              max: format.number(v.config.replicasMax),
              gpu: gpuLabel(v.config.gpuType, v.config.gpuCount, messages, format.number),
            }),
        },
        {
          id: 'created',
          header: t.created,
          cell: (v) => {
            const when = format.dateTime(v.createdAt);
            return v.createdBy ? messages.inferencing.createdBy({ when, who: v.createdBy }) : when;
          },
        },
        {
          id: 'actions',
          header: messages.common.table.actions,
          align: 'end',
          cell: (v) =>
            onActivate && !v.active ? (
              <ConfirmDialog
                title={v.number < active ? t.rollBackTitle({ name: v.name }) : t.activateTitle({ name: v.name })}
                description={t.activateConsequence}
                confirmLabel={v.number < active ? t.rollBack : t.activate}
                onConfirm={() => onActivate(v)}
                trigger={
                  <ActionButton aria-label={messages.common.table.rowAction({ action: t.activate, name: v.name })}>
                    {t.activate}
                  </ActionButton>
                }
                {...(appearance ? { appearance } : {})}
              />
            ) : null,
        },
      ]}
      {...(appearance ? { appearance } : {})}
    />
  );
}
