import { useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { SlaPolicyFormPanel } from '@console/widgets/support';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Edits an SLA policy; the due times of its open tickets follow the change. */
export function SlaUpdatePage() {
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const back = () => navigate(`${base}/sla`);
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-4">
      <PageHeading title="Update SLA" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such SLA policy' }} />
      ) : (
        <SlaPolicyFormPanel
          policyId={id}
          onSaved={(saved) => {
            toasts.show({ severity: 'success', summary: 'SLA policy saved', detail: saved.name });
            back();
          }}
          onCancel={back}
        />
      )}
    </section>
  );
}
