import { branchQuery, useConsoleClient, useToasts, useUpdateBranch } from '@console/react';
import { ErrorState, LoadingState, useNavigation } from '@console/widgets';
import { BranchForm } from '@console/widgets/branches';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Edits one branch, then shows its information (or, for super admins, the organizations). */
export function BranchUpdatePage() {
  const client = useConsoleClient();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const branch = useQuery({ ...branchQuery(client, id), enabled: id > 0 });
  const update = useUpdateBranch();
  // A super admin reached this screen from the organization it belongs to.
  const back =
    base === '/super-admin'
      ? `${base}/organization/update/${branch.data?.organizationId ?? ''}`
      : `${base}/branch/${id}`;

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title="Update Branch" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such branch' }} />
      ) : branch.error ? (
        <ErrorState error={branch.error} onRetry={() => void branch.refetch()} />
      ) : branch.data === undefined ? (
        <LoadingState label="Loading branch…" />
      ) : (
        <BranchForm
          key={branch.data.id}
          mode="update"
          initialValues={branch.data}
          onSubmit={async (input) => {
            const saved = await update.mutateAsync({ id, body: input });
            toasts.show({ severity: 'success', summary: 'Branch saved', detail: saved.name });
            navigate(back);
          }}
          onCancel={() => navigate(back)}
        />
      )}
    </section>
  );
}
