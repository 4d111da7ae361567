import { useRole, useSelection } from '@console/react';
import { Button, EmptyState, useNavigation } from '@console/widgets';
import { BranchesPanel } from '@console/widgets/branches';
import { useAreaMessages } from '../../i18n/areaMessages';
import { allowAt, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/**
 * The branches of the selected organization the user can see. Organization admins create and delete them; in the
 * branch module the list narrows to what the branch admin may see (the API decides).
 */
export function BranchesPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const organizationId = selection.organization?.id;
  const orgAdmin = allowAt(role?.priority, Role.OrganizationAdmin, t.reasons.onlyOrganizationAdminsManageBranches);
  const inOrgModule = base === '/org-module';
  const manage = inOrgModule ? orgAdmin : false;

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.branches}>
        {inOrgModule && organizationId !== undefined && orgAdmin === true ? (
          <Button onClick={() => navigate(`${base}/organization/update/${organizationId}`)}>
            {t.pageText.editOrganization}
          </Button>
        ) : null}
      </PageHeading>
      {organizationId === undefined ? (
        <EmptyState title={t.empty.noOrganization} description={t.empty.chooseOrganization} />
      ) : (
        <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
          <BranchesPanel
            key={organizationId}
            organizationId={organizationId}
            branchHref={(b) => `${base}/branch/${b.id}`}
            createHref={`${base}/branch/create`}
            editHref={(b) => `${base}/branch/update/${b.id}`}
            canCreate={manage}
            canDelete={() => manage}
          />
        </div>
      )}
    </section>
  );
}
