import type { CreatedDeploymentKey, DeploymentKey } from '@console/core';
import { useId, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { Button } from '../button/Button';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { CopyButton } from './CopyButton';

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

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** API keys of a deployment: create (the secret is shown once), last use, revoke. */
export function DeploymentKeys({ keys, onCreate, onRevoke, appearance, ...state }: DeploymentKeysProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedDeploymentKey | null>(null);
  const create = async () => {
    if (!onCreate) return;
    if (!name.trim()) return setProblem('Enter a name for the key');
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
          aria-label="Create API key"
        >
          <label htmlFor={inputId}>Key name</label>
          <input
            id={inputId}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
          />
          <div data-slot="form-actions">
            <Button type="submit" variant="primary">
              Create key
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
            Copy the secret of <strong>{created.name}</strong> now: it is not shown again.
          </p>
          <input readOnly aria-label="New API key secret" value={created.secret} size={48} />{' '}
          <div data-slot="form-actions">
            <CopyButton text={created.secret} label="Copy secret" />
            <Button onClick={() => setCreated(null)}>Done</Button>
          </div>
        </div>
      ) : null}
      <DataTable
        label="API keys"
        rows={keys}
        getRowId={(k) => k.keyId}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle="No API keys"
        emptyDescription="Create a key to call the endpoint."
        columns={[
          { id: 'name', header: 'Name', cell: (k) => k.name },
          { id: 'prefix', header: 'Key', cell: (k) => <code>{k.prefix}…</code> },
          {
            id: 'created',
            header: 'Created',
            cell: (k) => `${when(k.createdAt)}${k.createdBy ? ` by ${k.createdBy}` : ''}`,
          },
          { id: 'used', header: 'Last used', cell: (k) => when(k.lastUsedAt) },
          {
            id: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (k) =>
              onRevoke ? (
                <ConfirmDialog
                  title={`Revoke ${k.name}?`}
                  description="Calls with this key are refused from now on. This cannot be undone."
                  confirmLabel="Revoke"
                  destructive
                  onConfirm={() => onRevoke(k)}
                  trigger={<ActionButton aria-label={`Revoke ${k.name}`}>Revoke</ActionButton>}
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
