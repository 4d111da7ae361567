import { useCreateOrganization } from '@console/react';
import { useNavigation } from '@console/widgets';
import { OrganizationForm } from '@console/widgets/organizations';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Creates an organization (super admins; the module's entry check keeps others out), then returns to the list. */
export function OrganizationCreatePage() {
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const create = useCreateOrganization();
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title="Create Organization" />
      <OrganizationForm
        mode="create"
        onSubmit={async (input) => {
          // The admin API announces the creation as a live success notification, which the shell shows as a toast.
          await create.mutateAsync(input);
          navigate(`${base}/organizations`);
        }}
        onCancel={() => navigate(`${base}/organizations`)}
      />
    </section>
  );
}
