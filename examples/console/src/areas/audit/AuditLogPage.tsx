import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { AuditLogPanel } from '@console/widgets/audit';
import { PageHeading } from '../PageHeading';
import { supportScope } from '../support/supportScope';
import { useModuleBase } from '../useModuleBase';

/**
 * Who changed what, and when, in the module's scope: the audit log of the selected organization, branch or
 * project (everything for a super admin), live, filtered and exportable.
 */
export function AuditLogPage() {
  const base = useModuleBase();
  const { selection } = useSelection();
  const scope = supportScope(base, selection);
  return (
    <section aria-labelledby="page-title">
      <PageHeading
        title="Audit Log"
        description="Every change in this scope: who made it, when, from where, and what it changed."
      />
      {scope === null ? (
        <EmptyState
          title="Nothing selected"
          description="Choose an organization, branch or project in the context switcher."
        />
      ) : (
        <AuditLogPanel scope={scope} />
      )}
    </section>
  );
}
