import { useSelection, useUserSpace } from '@console/react';
import { EmptyState } from '@console/widgets';
import { AuditLogPanel, AuditRetentionPanel } from '@console/widgets/audit';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { supportScope } from '../support/supportScope';
import { useModuleBase } from '../useModuleBase';

/**
 * Who changed what, and when, in the module's scope: the audit log of the selected organization, branch or
 * project (everything for a super admin), live, filtered and exportable. In the organization module its admins
 * also set how long the organization keeps its entries, above the log.
 */
export function AuditLogPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = supportScope(base, selection);
  const space = useUserSpace().data;
  const organization = space?.organizations.find((o) => o.id === selection.organization?.id);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.auditLog} description={t.pageText.auditDescription} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseAnyScope} />
      ) : (
        <>
          {base === '/org-module' && selection.organization ? (
            <section aria-labelledby="audit-retention-title" className="mb-6 max-w-xl">
              <h2 id="audit-retention-title" className="mb-2 text-base font-semibold">
                {t.pageText.retention}
              </h2>
              <AuditRetentionPanel organizationId={selection.organization.id} organizationName={organization?.name} />
            </section>
          ) : null}
          <AuditLogPanel scope={scope} />
        </>
      )}
    </section>
  );
}
