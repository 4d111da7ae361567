import { useCreateBranch, useSelection, useToasts } from '@console/react';
import { BranchForm, EmptyState, useNavigation } from '@console/widgets';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Creates a branch in the selected organization, then returns to the branch list. */
export function BranchCreatePage() {
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const toasts = useToasts();
  const create = useCreateBranch();
  const organizationId = selection.organization?.id;

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title="Create branch" />
      {organizationId === undefined ? (
        <EmptyState title="No organization selected" description="Choose an organization in the context switcher." />
      ) : (
        <BranchForm
          mode="create"
          onSubmit={async (input) => {
            const created = await create.mutateAsync({ ...input, organizationId });
            toasts.show({ severity: 'success', summary: 'Branch created', detail: created.name });
            navigate(`${base}/branches`);
          }}
          onCancel={() => navigate(`${base}/branches`)}
        />
      )}
    </section>
  );
}
