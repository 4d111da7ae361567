import type { User } from '@console/core';
import {
  useActivateUser,
  useAssignUser,
  useConsoleClient,
  userQuery,
  useUpdateUser,
  useUserInfo,
  useUserSpace,
} from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useControllableState } from '../hooks/useControllableState';
import { useMessages } from '../i18n/useMessages';
import { FormDialog } from '../panel/FormDialog';
import { FormPanelGate } from '../panel/FormPanelGate';
import { useSuccessToast } from '../panel/useSuccessToast';
import type { Appearance } from '../theme/appearance';
import { type UserEditChanges, UserEditForm } from './UserEditForm';
import { userEditable } from './userEditAccess';

export interface UserEditPanelProps {
  /** The user to edit (fetched while the dialog is open). */
  userId: number;
  /** Controls whether the dialog is open; leave it out (with `defaultOpen`) to let the panel keep that itself. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when `open` is not given. */
  defaultOpen?: boolean | undefined;
  /** Told each time the dialog opens or closes (Escape, Cancel, a saved edit). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called with the user as the server saved them, after the success toast. */
  onSaved?: ((user: User) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Edits a user inside `ConsoleProvider`, in a dialog: name and email, enabled, and roles at the places the editor
 * administers; the form offers only what the signed-in user may change (the admin API refuses the rest with 403),
 * puts a 400 or 409 on the field it names, toasts the save and closes. The one place a user's account is edited.
 */
export function UserEditPanel({ userId, onSaved, appearance, ...openProps }: UserEditPanelProps) {
  const client = useConsoleClient();
  const [open, setOpen] = useControllableState({
    value: openProps.open,
    defaultValue: openProps.defaultOpen ?? false,
    onChange: openProps.onOpenChange,
  });
  const user = useQuery({ ...userQuery(client, userId), enabled: open && userId > 0 });
  const me = useUserInfo().data?.id;
  const space = useUserSpace().data;
  const update = useUpdateUser();
  const activate = useActivateUser();
  const assign = useAssignUser();
  const notify = useSuccessToast();
  const t = useMessages().iam.edit;
  const ready = user.data && space && me !== undefined ? user.data : undefined;

  const save = async (current: User, changes: UserEditChanges) => {
    let saved = current;
    if (changes.name !== undefined || changes.email !== undefined) {
      const body = {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.email === undefined ? {} : { email: changes.email }),
      };
      saved = await update.mutateAsync({ id: current.id, body });
    }
    if (changes.isActive !== undefined)
      saved = await activate.mutateAsync({ id: current.id, active: changes.isActive });
    for (const change of changes.roles ?? []) {
      const place = current.assignments.find((a) => a.id === change.assignmentId);
      if (!place) continue;
      saved = await assign.mutateAsync({
        id: current.id,
        body: {
          organizationId: place.organizationId,
          ...(place.branchId === null ? {} : { branchId: place.branchId }),
          ...(place.projectId === null ? {} : { projectId: place.projectId }),
          role: change.role,
        },
      });
    }
    notify(t.saved, saved.name);
    setOpen(false);
    onSaved?.(saved);
  };

  return (
    <FormDialog
      title={user.data ? t.title({ name: user.data.name }) : t.open}
      open={open}
      onOpenChange={setOpen}
      {...(appearance ? { appearance } : {})}
    >
      <FormPanelGate value={ready} editing error={user.error} onRetry={() => void user.refetch()}>
        {(current) =>
          current && space && me !== undefined ? (
            <UserEditForm
              key={current.id}
              user={current}
              editable={userEditable(space, me, current)}
              onSubmit={(changes) => save(current, changes)}
              onCancel={() => setOpen(false)}
            />
          ) : null
        }
      </FormPanelGate>
    </FormDialog>
  );
}
