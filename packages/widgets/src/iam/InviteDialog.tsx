import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useMessages } from '../i18n/useMessages';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { InviteFormProps } from './InviteForm';
import type { AssignmentRole } from './types';

// The form, with react-hook-form and zod, is fetched when the dialog first opens, not with the panel.
const inviteForm = lazyPart<InviteFormProps>(() => import('./InviteForm').then((m) => m.InviteForm));

/** A place the inviter may grant a role in, with the roles they may grant there. */
export interface InviteScope {
  /** Stable key, e.g. `org:1` or `project:7`. */
  key: string;
  /** Readable place, e.g. "Acme Research / Vision". */
  label: string;
  organizationId: number;
  branchId?: number | undefined;
  projectId?: number | undefined;
  roles: readonly AssignmentRole[];
}

/** The body of the admin API's invite call. */
export interface InviteUserInput {
  email: string;
  name: string;
  organizationId: number;
  branchId?: number;
  projectId?: number;
  role: AssignmentRole;
}

export interface InviteDialogProps {
  /** Where the inviter may grant roles; computed by the host from the inviter's role. */
  scopes: readonly InviteScope[];
  /** Whether an account exists for an email (`isUserExit`); checked when the email field is left. */
  checkEmail?: (email: string) => Promise<boolean>;
  /** Sends the invitation; a rejected `ConsoleError` puts the `details` of a 400 or 409 on the fields they name. */
  onInvite: (input: InviteUserInput) => Promise<unknown>;
  trigger?: ReactElement | undefined;
  /** Controls whether the dialog is open; leave it out (with `defaultOpen`) to let the dialog keep that itself. */
  open?: boolean;
  /** Whether the dialog starts open when `open` is not given. */
  defaultOpen?: boolean;
  /** Told each time the dialog opens or closes (trigger, Escape, a sent invitation). */
  onOpenChange?: (open: boolean) => void;
  /**
   * `false` leaves the page behind readable and usable (no overlay, no focus trap), for a host that shows the
   * dialog as the content of its own invite page; default `true`.
   */
  modal?: boolean;
  appearance?: Appearance;
}

/** Invites a user by email with a role in one place, offering only the places and roles the inviter may grant. */
export function InviteDialog({
  scopes,
  checkEmail,
  onInvite,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  modal = true,
  appearance,
}: InviteDialogProps) {
  const t = useMessages({ iam: iamEn }).iam.inviteDialog;
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={modal}>
      {trigger === undefined ? null : <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <WidgetRoot appearance={appearance} data-slot="dialog-portal">
          <RadixDialog.Overlay data-slot="dialog-overlay" />
          <RadixDialog.Content data-slot="dialog" data-size="form">
            <RadixDialog.Title data-slot="dialog-title">{t.title}</RadixDialog.Title>
            <RadixDialog.Description data-slot="dialog-description">{t.description}</RadixDialog.Description>
            <LazyPart
              code={inviteForm}
              props={{ scopes, onInvite, onSent: () => setOpen(false), ...(checkEmail ? { checkEmail } : {}) }}
            />
          </RadixDialog.Content>
        </WidgetRoot>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
