import { slaPolicyQuery, useConsoleClient, useToasts, useUpdateSlaPolicy } from '@console/react';
import { EmptyState, ErrorState, LoadingState, useNavigation } from '@console/widgets';
import { SlaPolicyForm } from '@console/widgets/support';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Edits an SLA policy; the due times of its open tickets follow the change. */
export function SlaUpdatePage() {
  const client = useConsoleClient();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const policy = useQuery({ ...slaPolicyQuery(client, id), enabled: id > 0 });
  const update = useUpdateSlaPolicy();
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-4">
      <PageHeading title="Update SLA" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such SLA policy' }} />
      ) : policy.error ? (
        <ErrorState error={policy.error} onRetry={() => void policy.refetch()} />
      ) : policy.data === undefined ? (
        <LoadingState label="Loading SLA policy…" />
      ) : !policy.data.canManage ? (
        <EmptyState title={policy.data.name} description="Only organization admins change SLA policies." />
      ) : (
        <SlaPolicyForm
          key={policy.data.id}
          mode="update"
          policy={policy.data}
          onSubmit={async (input) => {
            const saved = await update.mutateAsync({ id, body: input });
            toasts.show({ severity: 'success', summary: 'SLA policy saved', detail: saved.name });
            navigate(`${base}/sla`);
          }}
          onCancel={() => navigate(`${base}/sla`)}
        />
      )}
    </section>
  );
}
