import { CostPanel } from '@console/widgets/costs';
import { useLanguage } from '../i18n/language';
import type { PartnerScope } from './partnerScope';

/** What the partner's organization costs, per branch, against its budget (its admins only). */
export function CostsView({ scope }: { scope: PartnerScope }) {
  const { portal: t } = useLanguage();
  return (
    <section className="card">
      <div className="card-header">
        <h1>{t.views.costs}</h1>
        <p className="lead">{t.costsLead({ organization: scope.organizationName })}</p>
      </div>
      <div className="card-body">
        <CostPanel scope={{ organizationId: scope.organizationId }} />
      </div>
    </section>
  );
}
