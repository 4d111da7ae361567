import { useRole } from '@console/react';
import { OrganizationsPanel } from '@console/widgets/organizations';
import { useAreaMessages } from '../../i18n/areaMessages';
import { allowAt, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Every organization, for super admins: search, sort, paging, create, edit and delete (after confirmation). */
export function OrganizationsPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const role = useRole();
  const superAdmin = allowAt(role?.priority, Role.SuperAdmin, t.reasons.onlySuperAdminsManageOrganizations);
  const update = (o: { id: number }) => `${base}/organization/update/${o.id}`;

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.organizations} />
      <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
        <OrganizationsPanel
          organizationHref={update}
          createHref={`${base}/organization/create`}
          editHref={update}
          canCreate={superAdmin}
          canEdit={() => superAdmin}
          canDelete={() => superAdmin}
        />
      </div>
    </section>
  );
}
