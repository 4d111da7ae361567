import { useSelection, useToasts } from '@console/react';
import { EmptyState, useNavigation } from '@console/widgets';
import { InvitePanel } from '@console/widgets/iam';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { iamHome, userScope } from './userScope';

/** The invite dialog as a page: invites within what the inviter administers, then returns to IAM. */
export function InviteUserPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const toasts = useToasts();
  const scope = userScope(base, selection);
  const home = iamHome(base);

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.inviteUser} />
      {scope === null ? (
        <EmptyState title={t.empty.nowhereToInvite} description={t.empty.administerNothing} />
      ) : (
        <InvitePanel
          {...scope}
          open
          // The dialog is this page's content: the heading and the module's navigation stay usable around it.
          modal={false}
          onOpenChange={(open) => {
            if (!open) navigate(home);
          }}
          onInvited={(input) => {
            const detail = `${input.name} (${input.email})`; // i18n-ignore: the invitee, data
            toasts.show({ severity: 'success', summary: t.toasts.invitationSent, detail });
          }}
        />
      )}
    </section>
  );
}
