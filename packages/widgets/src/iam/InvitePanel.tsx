import { useConsoleClient, useInviteUser, userExistsQuery, useUserSpace } from '@console/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { iam as iamEn } from '../i18n/messages/en/iam';
import { useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { LoadingState } from '../state/LoadingState';
import type { Appearance } from '../theme/appearance';
import { InviteDialog, type InviteUserInput } from './InviteDialog';
import { inviteScopes, type UserScopeIds } from './inviteScopes';

export interface InvitePanelProps extends UserScopeIds {
  /** Controls whether the dialog is open; leave it out (with `defaultOpen`) to let the dialog keep that itself. */
  open?: boolean | undefined;
  /** Whether the dialog starts open when `open` is not given. */
  defaultOpen?: boolean | undefined;
  /** Told each time the dialog opens or closes (trigger, Escape, a sent invitation). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** An element that opens the dialog. */
  trigger?: ReactElement | undefined;
  /** `false` shows the dialog as a page's content: no overlay, no focus trap; default `true`. */
  modal?: boolean | undefined;
  /** Called after an invitation was sent (toast it). */
  onInvited?: ((input: InviteUserInput) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * Invites a user inside `ConsoleProvider`: offers the places (within the given organization, branch or project)
 * where the inviter may grant a role, checks whether the email has an account, sends the invitation, and puts the
 * server's 400/409 field errors on the fields. The one place an invitation is sent.
 */
export function InvitePanel({
  organizationId,
  branchId,
  projectId,
  onInvited,
  modal,
  trigger,
  appearance,
  ...openProps
}: InvitePanelProps) {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const space = useUserSpace();
  const invite = useInviteUser();
  const messages = useMessages({ common: commonEn, iam: iamEn });
  const shown = openProps.open ?? openProps.defaultOpen ?? false;
  const scope = {
    ...(organizationId === undefined ? {} : { organizationId }),
    ...(branchId === undefined ? {} : { branchId }),
    ...(projectId === undefined ? {} : { projectId }),
  };
  if (!space.data) return shown ? <LoadingState label={messages.common.state.loading} /> : null;
  const scopes = inviteScopes(space.data, scope);
  if (scopes.length === 0) return shown ? <EmptyState title={messages.iam.administerNothing} /> : null;
  return (
    <InviteDialog
      scopes={scopes}
      checkEmail={async (email) => (await queryClient.fetchQuery(userExistsQuery(client, email))).exists}
      onInvite={async (input) => {
        await invite.mutateAsync(input);
        onInvited?.(input);
      }}
      {...(openProps.open === undefined ? {} : { open: openProps.open })}
      {...(openProps.defaultOpen === undefined ? {} : { defaultOpen: openProps.defaultOpen })}
      {...(openProps.onOpenChange ? { onOpenChange: openProps.onOpenChange } : {})}
      {...(trigger ? { trigger } : {})}
      {...(modal === undefined ? {} : { modal })}
      {...(appearance ? { appearance } : {})}
    />
  );
}
