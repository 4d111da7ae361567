import type { User } from '@console/core';
import { useConsoleClient, useEditUser, userQuery, useUserInfo, useUserSpace } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useControllableState } from '../hooks/useControllableState';
import { iam as iamEn } from '../i18n/messages/en/iam';
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
 * saves the whole edit in one call (all of it or, when the server refuses any part, none of it), puts a 400 or 409 on
 * the field it names, toasts the save and closes. The one place a user's account is edited.
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
  const edit = useEditUser();
  const notify = useSuccessToast();
  const t = useMessages({ iam: iamEn }).iam.edit;
  const ready = user.data && space && me !== undefined ? user.data : undefined;

  // One call for the whole edit: the server saves all of it or, refusing any part, none of it.
  const save = async (current: User, changes: UserEditChanges) => {
    const roles = (changes.roles ?? []).flatMap((change) => {
      const place = current.assignments.find((a) => a.id === change.assignmentId);
      if (!place) return [];
      return [
        {
          organizationId: place.organizationId,
          ...(place.branchId === null ? {} : { branchId: place.branchId }),
          ...(place.projectId === null ? {} : { projectId: place.projectId }),
          role: change.role,
        },
      ];
    });
    const body = {
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.email === undefined ? {} : { email: changes.email }),
      ...(changes.isActive === undefined ? {} : { isActive: changes.isActive }),
      ...(roles.length === 0 ? {} : { roles }),
    };
    // Nothing changed: nothing to send (the server refuses an empty edit), the dialog just closes.
    const saved = Object.keys(body).length === 0 ? current : await edit.mutateAsync({ id: current.id, body });
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
