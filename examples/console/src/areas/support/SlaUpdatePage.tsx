import { useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { SlaPolicyFormPanel } from '@console/widgets/support';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Edits an SLA policy; the due times of its open tickets follow the change. */
export function SlaUpdatePage() {
  const id = useRouteId();
  const t = useAreaMessages();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  const back = () => navigate(`${base}/sla`);
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-4">
      <PageHeading title={t.pages.slaUpdate} />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.slaPolicy }} />
      ) : (
        <SlaPolicyFormPanel
          policyId={id}
          onSaved={(saved) => {
            toasts.show({ severity: 'success', summary: t.toasts.slaPolicySaved, detail: saved.name });
            back();
          }}
          onCancel={back}
        />
      )}
    </section>
  );
}
