import { DeploymentsPanel } from '@console/widgets/inferencing';
import { useLanguage } from '../i18n/language';
import type { PartnerScope } from './partnerScope';

/** The model deployments of the partner's first project. */
export function DeploymentsView({ scope }: { scope: PartnerScope }) {
  const { portal: t } = useLanguage();
  if (scope.projectId === undefined) {
    return <p className="portal-status">{t.noProject({ organization: scope.organizationName })}</p>;
  }
  return (
    <section className="card">
      <div className="card-header">
        <h1>{t.views.deployments}</h1>
        <p className="lead">{t.deploymentsLead({ project: scope.projectName ?? '' })}</p>
      </div>
      <div className="card-body">
        <DeploymentsPanel projectId={scope.projectId} />
      </div>
    </section>
  );
}
