import { organizationQuery, useConsoleClient, useToasts } from '@console/react';
import { ErrorState, useNavigation } from '@console/widgets';
import { AuditRetentionPanel } from '@console/widgets/audit';
import { OrganizationFormPanel } from '@console/widgets/organizations';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';
import { OrganizationContents } from './OrganizationContents';

/** Edits one organization, then goes back to where organizations are listed in this module. */
export function OrganizationUpdatePage() {
  const client = useConsoleClient();
  const t = useAreaMessages();
  const id = useRouteId();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const toasts = useToasts();
  // The form panel's own query, read here for the organization's contents below it.
  const organization = useQuery({ ...organizationQuery(client, id), enabled: id > 0 });
  const back = base === '/super-admin' ? `${base}/organizations` : `${base}/branches`;

  return (
    <section aria-labelledby="page-title" className="flex max-w-5xl flex-col gap-6">
      <PageHeading title={t.pages.organizationUpdate} />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.organization }} />
      ) : (
        <OrganizationFormPanel
          organizationId={id}
          onSaved={(saved) => {
            toasts.show({ severity: 'success', summary: t.toasts.organizationSaved, detail: saved.name });
            navigate(back);
          }}
          onCancel={() => navigate(back)}
        />
      )}
      {organization.data ? (
        <section aria-labelledby="audit-retention-title" className="max-w-xl">
          <h2 id="audit-retention-title" className="mb-2 text-base font-semibold">
            {t.pageText.auditRetention}
          </h2>
          <AuditRetentionPanel organizationId={organization.data.id} organizationName={organization.data.name} />
        </section>
      ) : null}
      {base === '/super-admin' && organization.data ? (
        <OrganizationContents organizationId={organization.data.id} base={base} />
      ) : null}
    </section>
  );
}
