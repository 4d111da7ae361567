import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { UsersPanel } from '@console/widgets/iam';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { userScope } from './userScope';

/** The users of the module's scope with the filters of spec section 3; invite, activate and re-invite. */
export function IamPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = userScope(base, selection);

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.iam} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseUserScope} />
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
