import { useId, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useActionRunner } from '../actions/useActionRunner';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { common as commonEn } from '../i18n/messages/en/common';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useFormat, useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { assignmentLabel } from './assignmentLabel';
import type { AssignmentRole, UserRow } from './types';
import { type UserSpaceLike, UserSpaceTree } from './UserSpaceTree';

export interface UserDetailProps {
  /** The user; `undefined` while loading. */
  user: UserRow | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** What the user can see; the section is left out without it. */
  space?: UserSpaceLike | undefined;
  canChangeActive?: Allowance;
  /** Activates, or (after confirmation) deactivates. */
  onActiveChange?: (active: boolean) => unknown;
  canReinvite?: Allowance;
  onReinvite?: () => unknown;
  /** Projects the viewer may assign the user to. */
  assignableProjects?: readonly { id: number; label: string }[];
  canAssign?: Allowance;
  onAssign?: (projectId: number, role: AssignmentRole) => unknown;
  /** Opens the host's edit form (e.g. `UserEditPanel`); shown when given, gated by `canEdit`. */
  onEdit?: () => void;
  canEdit?: Allowance;
  /** Sends a password reset after confirmation; a rejection is shown in the confirmation dialog. */
  onResetPassword?: () => unknown;
  canResetPassword?: Allowance;
  appearance?: Appearance;
}

/** One user: status, roles, activate / deactivate, re-invite, assignment to a project, and the user's space. */
export function UserDetail(props: UserDetailProps) {
  const { user, error, onRetry, space, canChangeActive = false, onActiveChange, canReinvite = false } = props;
  const { onReinvite, assignableProjects = [], canAssign = false, onAssign, appearance } = props;
  const { onEdit, canEdit = false, onResetPassword, canResetPassword = false } = props;
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [projectId, setProjectId] = useState('');
  const [role, setRole] = useState<AssignmentRole>('MEMBER');
  const action = useActionRunner();
  const messages = useMessages({ common: commonEn, iam: iamEn });
  const format = useFormat();
  const t = messages.iam;
  const a = appearance ? { appearance } : {};
  if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} {...a} />;
  if (user === undefined) return <LoadingState label={t.detail.loading} {...a} />;

  return (
    <WidgetRoot appearance={appearance} data-slot="user-detail">
      <div data-slot="info-header">
        <div>
          <h2 data-slot="info-title">{user.name}</h2>
          <p data-slot="state-description">{user.email}</p>
        </div>
        <div data-slot="row-actions">
          {onEdit ? (
            <ActionButton allow={canEdit} onClick={onEdit}>
              {t.edit.open}
            </ActionButton>
          ) : null}
          {onResetPassword ? (
            <ActionButton allow={canResetPassword} onClick={() => setResetting(true)}>
              {t.reset.send}
            </ActionButton>
          ) : null}
          {onReinvite ? (
            <ActionButton allow={canReinvite} onClick={() => void action.run(onReinvite)}>
              {t.reinvite}
            </ActionButton>
          ) : null}
          {onActiveChange ? (
            <ActionButton
              variant={user.isActive ? 'danger' : 'primary'}
              allow={canChangeActive}
              onClick={() => (user.isActive ? setConfirming(true) : void action.run(() => onActiveChange(true)))}
            >
              {user.isActive ? t.deactivate : t.activate}
            </ActionButton>
          ) : null}
        </div>
      </div>
      {action.error ? (
        <p data-slot="form-error" role="alert">
          {action.error.message}
        </p>
      ) : null}
      <dl data-slot="info-list">
        <div data-slot="info-item">
          <dt>{t.detail.status}</dt>
          <dd>
            <span data-slot="badge-list">
              <StatusBadge tone={user.isActive ? 'success' : 'neutral'}>
                {user.isActive ? t.active : t.inactive}
              </StatusBadge>
              {user.isNewUser ? <StatusBadge tone="info">{t.new}</StatusBadge> : null}
            </span>
          </dd>
        </div>
        <div data-slot="info-item">
          <dt>{t.detail.lastSignIn}</dt>
          <dd>{user.lastSignIn ? format.dateTime(user.lastSignIn) : messages.common.never}</dd>
        </div>
      </dl>
      <h3 data-slot="section-title">{t.detail.roles}</h3>
      {user.assignments.length === 0 ? (
        <p data-slot="state-description">{t.detail.noRoles}</p>
      ) : (
        <ul data-slot="plain-list">
          {user.assignments.map((assignment) => (
            <li key={assignment.id}>{assignmentLabel(assignment, messages)}</li>
          ))}
        </ul>
      )}
      {onAssign && canAssign !== false && assignableProjects.length > 0 ? (
        <form
          data-slot="service-add"
          aria-label={t.detail.assignToProject}
          onSubmit={(event) => {
            event.preventDefault();
            if (canAssign !== true || projectId === '') return;
            const target = Number(projectId);
            setProjectId('');
            void action.run(() => onAssign(target, role));
          }}
        >
          <label htmlFor={`${id}-project`}>{t.detail.project}</label>
          <select id={`${id}-project`} value={projectId} onChange={(event) => setProjectId(event.target.value)}>
            <option value="">{t.detail.chooseProject}</option>
            {assignableProjects.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-role`}>{t.role}</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as AssignmentRole)}>
            <option value="MEMBER">{t.roles.MEMBER}</option>
            <option value="ADMIN">{t.roles.ADMIN}</option>
          </select>
          <ActionButton type="submit" allow={canAssign} disabled={canAssign === true && projectId === ''}>
            {t.detail.assign}
          </ActionButton>
        </form>
      ) : null}
      {space ? (
        <>
          <h3 data-slot="section-title">{t.detail.space}</h3>
          <UserSpaceTree space={space} />
        </>
      ) : null}
      {onActiveChange ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t.deactivateTitle({ name: user.name })}
          description={t.deactivateConsequence}
          confirmLabel={t.deactivate}
          destructive
          onConfirm={() => onActiveChange(false)}
          {...a}
        />
      ) : null}
      {onResetPassword ? (
        <ConfirmDialog
          open={resetting}
          onOpenChange={setResetting}
          title={t.reset.title({ name: user.name })}
          description={t.reset.consequence({ email: user.email })}
          confirmLabel={t.reset.send}
          onConfirm={onResetPassword}
          {...a}
        />
      ) : null}
    </WidgetRoot>
  );
}
