import { useSelection } from '@console/react';
import { EmptyState, useNavigation } from '@console/widgets';
import { BranchFormPanel } from '@console/widgets/branches';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Creates a branch in the selected organization, then returns to the branch list. */
export function BranchCreatePage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const organizationId = selection.organization?.id;
  const back = () => navigate(`${base}/branches`);

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title={t.pages.branchCreate} />
      {organizationId === undefined ? (
        <EmptyState title={t.empty.noOrganization} description={t.empty.chooseOrganization} />
      ) : (
        // The admin API announces the creation as a live success notification, which the shell shows as a toast.
        <BranchFormPanel organizationId={organizationId} onSaved={back} onCancel={back} />
      )}
    </section>
  );
}
