import { useCreateOrganization, useToasts } from '@console/react';
import { OrganizationForm, useNavigation } from '@console/widgets';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Creates an organization (super admins; the module's entry check keeps others out), then returns to the list. */
export function OrganizationCreatePage() {
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const create = useCreateOrganization();
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title="Create organization" />
      <OrganizationForm
        mode="create"
        onSubmit={async (input) => {
          const created = await create.mutateAsync(input);
          toasts.show({ severity: 'success', summary: 'Organization created', detail: created.name });
          navigate(`${base}/organizations`);
        }}
        onCancel={() => navigate(`${base}/organizations`)}
      />
    </section>
  );
}
