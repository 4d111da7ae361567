import { AuditLogPanel } from '@console/widgets/audit';
import { useLanguage } from '../i18n/language';
import type { PartnerScope } from './partnerScope';

/** Who changed what in the partner's organization, live, filtered and exportable (its admins only). */
export function AuditView({ scope }: { scope: PartnerScope }) {
  const { portal: t } = useLanguage();
  return (
    <section className="card">
      <div className="card-header">
        <h1>{t.views.audit}</h1>
        <p className="lead">{t.auditLead({ organization: scope.organizationName })}</p>
      </div>
      <div className="card-body">
        <AuditLogPanel scope={{ organizationId: scope.organizationId }} />
      </div>
    </section>
  );
}
