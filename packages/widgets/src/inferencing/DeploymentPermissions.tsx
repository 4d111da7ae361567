import type { DeploymentAccess, DeploymentPermission } from '@console/core';
import { useId, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { Button } from '../button/Button';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useMessages } from '../i18n/useMessages';
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
  const messages = useMessages({ common: commonEn, inferencing: inferencingEn });
  const t = messages.inferencing.permissions;
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
        label={t.label}
        rows={permissions}
        getRowId={(p) => p.userId}
        loading={state.loading ?? false}
        error={state.error}
        {...(state.onRetry ? { onRetry: state.onRetry } : {})}
        emptyTitle={t.empty}
        emptyDescription={t.emptyHelp}
        columns={[
          { id: 'name', header: t.user, cell: (p) => `${p.name} (${p.email})` },
          { id: 'access', header: t.may, cell: (p) => t.access[p.access] },
          {
            id: 'actions',
            header: messages.common.table.actions,
            align: 'end',
            cell: (p) =>
              onSave ? (
                <ActionButton
                  aria-label={messages.common.table.rowAction({ action: t.remove, name: p.name })}
                  onClick={() => void save(current.filter((c) => c.userId !== p.userId))}
                >
                  {t.remove}
                </ActionButton>
              ) : null,
          },
        ]}
        {...(appearance ? { appearance } : {})}
      />
      {onSave ? (
        <form
          aria-label={t.give}
          onSubmit={(event) => {
            event.preventDefault();
            if (!person) return setProblem(t.chooseUser);
            void save([...current, { userId: Number(person), access }]);
          }}
        >
          <label htmlFor={personId}>{t.user}</label>
          <select id={personId} value={person} onChange={(e) => setPerson(e.target.value)}>
            <option value="">{t.chooseUser}</option>
            {others.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
          <label htmlFor={accessId}>{t.may}</label>
          <select id={accessId} value={access} onChange={(e) => setAccess(e.target.value as DeploymentAccess)}>
            <option value="CALL">{t.access.CALL}</option>
            <option value="MANAGE">{t.access.MANAGE}</option>
          </select>
          <div data-slot="form-actions">
            <Button type="submit">{t.givePermission}</Button>
          </div>
          {problem ? <p role="alert">{problem}</p> : null}
        </form>
      ) : null}
    </WidgetRoot>
  );
}
