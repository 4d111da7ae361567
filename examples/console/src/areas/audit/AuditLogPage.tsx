import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { AuditLogPanel } from '@console/widgets/audit';
import { useConsoleMessages } from '../../i18n/language';
import { PageHeading } from '../PageHeading';
import { supportScope } from '../support/supportScope';
import { useModuleBase } from '../useModuleBase';

/**
 * Who changed what, and when, in the module's scope: the audit log of the selected organization, branch or
 * project (everything for a super admin), live, filtered and exportable.
 */
export function AuditLogPage() {
  const base = useModuleBase();
  const t = useConsoleMessages();
  const { selection } = useSelection();
  const scope = supportScope(base, selection);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.auditLog} description={t.pageText.auditDescription} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseAnyScope} />
      ) : (
        <AuditLogPanel scope={scope} />
      )}
    </section>
  );
}
