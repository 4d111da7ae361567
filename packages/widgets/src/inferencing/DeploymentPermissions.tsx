import type { DeploymentAccess, DeploymentPermission } from '@console/core';
import { useId, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { Button } from '../button/Button';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';

export interface DeploymentPermissionsProps {
  permissions: readonly DeploymentPermission[] | undefined;
  /** Project users who can be given a permission. */
  people: readonly { id: number; name: string; email: string }[];
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Saves the whole list. */
  onSave?: (entries: { userId: number; access: DeploymentAccess }[]) => Promise<unknown>;
  appearance?: Appearance;
}

/** Which project users may call (CALL) or manage (MANAGE) a deployment. */
export function DeploymentPermissions({
  permissions,
  people,
  onSave,
  appearance,
  ...state
}: DeploymentPermissionsProps) {
  const personId = useId();
  const accessId = useId();
  const [person, setPerson] = useState('');
  const [access, setAccess] = useState<DeploymentAccess>('CALL');
  const [problem, setProblem] = useState<string | null>(null);
  const current = (permissions ?? []).map((p) => ({ userId: p.userId, access: p.access }));
  const save = async (entries: { userId: number; access: DeploymentAccess }[]) => {
    if (!onSave) return;
    setProblem(null);
    try {
      await onSave(entries);
      setPerson('');
    } catch (error) {
      setProblem((error as WidgetError).message);
    }
  };
  const others = people.filter((p) => !current.some((c) => c.userId === p.id));
  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-permissions">
      <DataTable
        label="Permissions"
        rows={permissions}
        getRowId={(p) => p.userId}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle="Only project admins"
        emptyDescription="Give project users the right to call or manage this deployment."
        columns={[
          { id: 'name', header: 'User', cell: (p) => `${p.name} (${p.email})` },
          { id: 'access', header: 'May', cell: (p) => (p.access === 'CALL' ? 'Call' : 'Call and manage') },
          {
            id: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (p) =>
              onSave ? (
                <ActionButton
                  aria-label={`Remove ${p.name}`}
                  onClick={() => void save(current.filter((c) => c.userId !== p.userId))}
                >
                  Remove
                </ActionButton>
              ) : null,
          },
        ]}
        {...(appearance ? { appearance } : {})}
      />
      {onSave ? (
        <form
          aria-label="Give a permission"
          onSubmit={(event) => {
            event.preventDefault();
            if (!person) return setProblem('Choose a user');
            void save([...current, { userId: Number(person), access }]);
          }}
        >
          <label htmlFor={personId}>User</label>
          <select id={personId} value={person} onChange={(e) => setPerson(e.target.value)}>
            <option value="">Choose a user</option>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
          <label htmlFor={accessId}>May</label>
          <select id={accessId} value={access} onChange={(e) => setAccess(e.target.value as DeploymentAccess)}>
            <option value="CALL">Call</option>
            <option value="MANAGE">Call and manage</option>
          </select>
          <div data-slot="form-actions">
            <Button type="submit">Give permission</Button>
          </div>
          {problem ? <p role="alert">{problem}</p> : null}
        </form>
      ) : null}
    </WidgetRoot>
  );
}
