import type { CreatedDeploymentKey, DeploymentKey } from '@console/core';
import { useId, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { Button } from '../button/Button';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
import { CopyButton } from '../layout/CopyButton';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface DeploymentKeysProps {
  keys: readonly DeploymentKey[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Creates a key; its answer carries the secret, shown here once. */
  onCreate?: (name: string) => Promise<CreatedDeploymentKey>;
  /** Revokes a key after a confirmation. */
  onRevoke?: (key: DeploymentKey) => unknown;
  appearance?: Appearance;
}

/** API keys of a deployment: create (the secret is shown once), last use, revoke. */
export function DeploymentKeys({ keys, onCreate, onRevoke, appearance, ...state }: DeploymentKeysProps) {
  const messages = useMessages({ common: commonEn, inferencing: inferencingEn });
  const format = useFormat();
  const t = messages.inferencing.keys;
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : messages.common.never);
  const inputId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDeploymentKey | null>(null);
  const create = async () => {
    if (!onCreate) return;
    if (!name.trim()) return setProblem(t.nameRequired);
    setProblem(null);
    try {
      setCreated(await onCreate(name.trim()));
      setName('');
    } catch (error) {
      const e = error as WidgetError;
      const details = e.errors && typeof e.errors === 'object' && !Array.isArray(e.errors) ? e.errors : {};
      setProblem(String((details as Record<string, unknown>).name ?? e.message));
    }
  };
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-keys">
      {onCreate ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
          noValidate
          aria-label={t.create}
        >
          <label htmlFor={inputId}>{t.keyName}</label>
          <input
            id={inputId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
          />
          <div data-slot="form-actions">
            <Button type="submit" variant="primary">
              {t.createKey}
            </Button>
          </div>
          {problem ? (
            <p id={`${inputId}-error`} role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
      {created ? (
        <div role="status" data-slot="secret-once">
          <p>
            {t.secretOnce.before}
            <strong>{created.name}</strong>
            {t.secretOnce.after}
          </p>
          <input readOnly aria-label={t.secret} value={created.secret} size={48} />{' '}
          <div data-slot="form-actions">
            <CopyButton text={created.secret} label={t.copySecret} />
            <Button onClick={() => setCreated(null)}>{t.done}</Button>
          </div>
        </div>
      ) : null}
      <DataTable
        label={t.label}
        rows={keys}
        getRowId={(k) => k.keyId}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle={t.empty}
        emptyDescription={t.emptyHelp}
        columns={[
          { id: 'name', header: t.name, cell: (k) => k.name },
          { id: 'prefix', header: t.key, cell: (k) => <code>{k.prefix}…</code> },
          {
            id: 'created',
            header: t.created,
            cell: (k) =>
              k.createdBy
                ? messages.inferencing.createdBy({ when: when(k.createdAt), who: k.createdBy })
                : when(k.createdAt),
          },
          { id: 'used', header: t.lastUsed, cell: (k) => when(k.lastUsedAt) },
          {
            id: 'actions',
            header: messages.common.table.actions,
            align: 'end',
            cell: (k) =>
              onRevoke ? (
                <ConfirmDialog
                  title={t.revokeTitle({ name: k.name })}
                  description={t.revokeConsequence}
                  confirmLabel={t.revoke}
                  destructive
                  onConfirm={() => onRevoke(k)}
                  trigger={
                    <ActionButton aria-label={messages.common.table.rowAction({ action: t.revoke, name: k.name })}>
                      {t.revoke}
                    </ActionButton>
                  }
                  {...(appearance ? { appearance } : {})}
                />
              ) : null,
          },
        ]}
        {...(appearance ? { appearance } : {})}
      />
    </WidgetRoot>
  );
}
