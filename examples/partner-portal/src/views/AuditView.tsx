import { AuditLogPanel } from '@console/widgets/audit';
import type { PartnerScope } from './partnerScope';

/** Who changed what in the partner's organization, live, filtered and exportable (its admins only). */
export function AuditView({ scope }: { scope: PartnerScope }) {
  return (
    <section className="card">
      <div className="card-header">
        <h1>Audit log</h1>
        <p className="lead">Every change in {scope.organizationName}: who made it, when and from where.</p>
      </div>
      <div className="card-body">
        <AuditLogPanel scope={{ organizationId: scope.organizationId }} />
      </div>
    </section>
  );
}
