import {
  useConsoleClient,
  useInviteUser,
  userExistsQuery,
  useSelection,
  useToasts,
  useUserSpace,
} from '@console/react';
import { EmptyState, LoadingState, useNavigation } from '@console/widgets';
import { InviteDialog, inviteScopes } from '@console/widgets/iam';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { iamHome, userScope } from './userScope';

/** The invite dialog as a page: invites within what the inviter administers, then returns to IAM. */
export function InviteUserPage() {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const space = useUserSpace();
  const toasts = useToasts();
  const invite = useInviteUser();
  const scope = userScope(base, selection);
  const scopes = space.data && scope ? inviteScopes(space.data, scope) : undefined;
  const home = iamHome(base);

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Invite User" />
      {space.isPending ? (
        <LoadingState label="Loading where you can invite…" />
      ) : scopes === undefined || scopes.length === 0 ? (
        <EmptyState title="Nowhere to invite to" description="You administer nothing in the current selection." />
      ) : (
        <InviteDialog
          open
          // The dialog is this page's content: the heading and the module's navigation stay usable around it.
          modal={false}
          onOpenChange={(open) => {
            if (!open) navigate(home);
          }}
          scopes={scopes}
          checkEmail={async (email) => (await queryClient.fetchQuery(userExistsQuery(client, email))).exists}
          onInvite={async (input) => {
            await invite.mutateAsync(input);
            toasts.show({ severity: 'success', summary: 'Invitation sent', detail: `${input.name} (${input.email})` });
          }}
        />
      )}
    </section>
  );
}
