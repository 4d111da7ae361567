import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { UsersPanel } from '@console/widgets/iam';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { userScope } from './userScope';

/** The users of the module's scope with the filters of spec section 3; invite, activate and re-invite. */
export function IamPage() {
  const base = useModuleBase();
  const { selection } = useSelection();
  const scope = userScope(base, selection);

  return (
    <section aria-labelledby="page-title">
      <PageHeading title="IAM" />
      {scope === null ? (
        <EmptyState title="Nothing selected" description="Choose where to manage users in the context switcher." />
      ) : (
        <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
          <UsersPanel
            key={JSON.stringify(scope)}
            {...scope}
            userHref={(u) => `${base}/user-detail/${u.id}`}
            inviteHref={`${base}/invite-user`}
            canInvite
          />
        </div>
      )}
    </section>
  );
}
