import { branchQuery, useConsoleClient, useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { BranchFormPanel } from '@console/widgets/branches';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Edits one branch, then shows its information (or, for super admins, the organizations). */
export function BranchUpdatePage() {
  const client = useConsoleClient();
  const t = useAreaMessages();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  // The form panel's own query, read here for where to go back to.
  const branch = useQuery({ ...branchQuery(client, id), enabled: id > 0 });
  // A super admin reached this screen from the organization it belongs to.
  const back =
    base === '/super-admin'
      ? `${base}/organization/update/${branch.data?.organizationId ?? ''}`
      : `${base}/branch/${id}`;

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title={t.pages.branchUpdate} />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.branch }} />
      ) : (
        <BranchFormPanel
          branchId={id}
          onSaved={(saved) => {
            toasts.show({ severity: 'success', summary: t.toasts.branchSaved, detail: saved.name });
            navigate(back);
          }}
          onCancel={() => navigate(back)}
        />
      )}
    </section>
  );
}
