import type { User } from '@console/core';
import { isConsoleError } from '@console/core';
import {
  useActivateUser,
  useAssignUser,
  useConsoleClient,
  useReinviteUser,
  useResetPassword,
  userQuery,
  userSpaceOfQuery,
  useUserInfo,
  useUserSpace,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useFormat, useMessages } from '../i18n/useMessages';
import { allowIf } from '../panel/spaceAccess';
import { useSuccessToast } from '../panel/useSuccessToast';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { Appearance } from '../theme/appearance';
import { assignableProjects, type UserScopeIds } from './inviteScopes';
import type { AssignmentRole } from './types';
import { UserDetail } from './UserDetail';
import type { UserEditPanelProps } from './UserEditPanel';
import { NOTHING_EDITABLE, userEditable } from './userEditAccess';

// The edit dialog and its form (with the form and validation libraries) are fetched when Edit is first pressed.
const editPanel = lazyPart<UserEditPanelProps>(() => import('./UserEditPanel').then((m) => m.UserEditPanel));

export interface UserDetailPanelProps extends UserScopeIds {
  userId: number;
  /** Called after the user was activated or deactivated (toast it). */
  onActiveChanged?: ((user: User, active: boolean) => void) | undefined;
  /** Called after the invitation was sent again (toast it). */
  onReinvited?: ((user: User) => void) | undefined;
  /** Called after the user got a role in a project, with the project's path in words (toast it). */
  onAssigned?: ((user: User, project: { id: number; label: string }, role: AssignmentRole) => void) | undefined;
  /** Called after an edit was saved (the panel has toasted it). */
  onSaved?: ((user: User) => void) | undefined;
  /** Called after a password reset was sent (the panel has toasted it). */
  onPasswordResetSent?: ((user: User) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * One user inside `ConsoleProvider`, seen from a scope (an organization, branch or project id; none for the whole
 * platform): status, roles and what they can see; activate / deactivate, re-invite, and assign to a project the
 * viewer administers; edit the user in the `UserEditPanel` dialog; send a password reset after confirmation (a 429
 * reads as a rate-limit message). The one place a user is changed.
 */
export function UserDetailPanel({
  userId,
  organizationId,
  branchId,
  projectId,
  onActiveChanged,
  onReinvited,
  onAssigned,
  onSaved,
  onPasswordResetSent,
  appearance,
}: UserDetailPanelProps) {
  const client = useConsoleClient();
  const t = useMessages({ iam: iamEn }).iam;
  const format = useFormat();
  const me = useUserInfo().data?.id;
  const mySpace = useUserSpace();
  const scope = {
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(branchId === undefined ? {} : { branchId }),
    ...(projectId === undefined ? {} : { projectId }),
  };
  const user = useQuery({ ...userQuery(client, userId), enabled: userId > 0 });
  const space = useQuery({
    ...userSpaceOfQuery(client, userId, {
      ...(organizationId === undefined ? {} : { orgId: organizationId }),
      ...(branchId === undefined ? {} : { branchId }),
      ...(projectId === undefined ? {} : { projectId }),
    }),
    enabled: userId > 0,
  });
  const activate = useActivateUser();
  const reinvite = useReinviteUser();
  const assign = useAssignUser();
  const reset = useResetPassword();
  const notify = useSuccessToast();
  const [editing, setEditing] = useState(false);
  const [editOpened, setEditOpened] = useState(false);
  const projects = mySpace.data ? assignableProjects(mySpace.data, scope) : [];
  const current = user.data;
  const editable =
    current && mySpace.data && me !== undefined ? userEditable(mySpace.data, me, current) : NOTHING_EDITABLE;
  const mayEdit =
    current && mySpace.data && me !== undefined
      ? editable.account || editable.active || editable.roles.length > 0
      : undefined;

  return (
    <>
      <UserDetail
        user={current}
        error={user.error}
        onRetry={() => void user.refetch()}
        space={space.data}
        canChangeActive={allowIf(me === undefined ? undefined : userId !== me, t.cannotDeactivateSelf)}
        onActiveChange={async (active) => {
          await activate.mutateAsync({ id: userId, active });
          if (current) onActiveChanged?.(current, active);
        }}
        canReinvite={allowIf(current?.isNewUser, t.alreadySignedIn)}
        onReinvite={async () => {
          await reinvite.mutateAsync(userId);
          if (current) onReinvited?.(current);
        }}
        assignableProjects={projects}
        canAssign={allowIf(projects.length > 0, t.noProjectAdministered)}
        onAssign={async (id, role) => {
          const target = projects.find((p) => p.id === id);
          if (!target) throw new Error(t.chooseAdministeredProject);
          await assign.mutateAsync({
            id: userId,
            body: {
              organizationId: target.organizationId,
              ...(target.branchId === undefined ? {} : { branchId: target.branchId }),
              projectId: id,
              role,
            },
          });
          if (current) onAssigned?.(current, target, role);
        }}
        onEdit={() => {
          setEditOpened(true);
          setEditing(true);
        }}
        canEdit={allowIf(mayEdit, t.edit.nothingToChange)}
        onResetPassword={async () => {
          if (!current) return;
          try {
            await reset.mutateAsync(current.email);
          } catch (error) {
            // The admin API limits resets per caller and per person (429 with Retry-After).
            if (!isConsoleError(error) || error.status !== 429) throw error;
            const seconds = error.retryAfterSeconds;
            throw new Error(
              seconds === undefined || seconds < 1
                ? t.reset.rateLimited
                : t.reset.rateLimitedFor({ seconds, formatted: format.number(seconds) }),
            );
          }
          notify(t.reset.sent, current.email);
          onPasswordResetSent?.(current);
        }}
        canResetPassword={allowIf(current?.isActive, t.reset.inactive)}
        {...(appearance ? { appearance } : {})}
      />
      {mayEdit && editOpened ? (
        <LazyPart
          code={editPanel}
          props={{
            userId,
            open: editing,
            onOpenChange: setEditing,
            ...(onSaved ? { onSaved } : {}),
            ...(appearance ? { appearance } : {}),
          }}
        />
      ) : null}
    </>
  );
}
