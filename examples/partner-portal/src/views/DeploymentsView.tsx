import { DeploymentsPanel } from '@console/widgets/inferencing';
import type { PartnerScope } from './partnerScope';

/** The model deployments of the partner's first project. */
export function DeploymentsView({ scope }: { scope: PartnerScope }) {
  if (scope.projectId === undefined) {
    return <p className="portal-status">{scope.organizationName} has no project yet, so nothing is deployed.</p>;
  }
  return (
    <section className="card">
      <div className="card-header">
        <h1>Deployments</h1>
        <p className="lead">Models serving in {scope.projectName}.</p>
      </div>
      <div className="card-body">
        <DeploymentsPanel projectId={scope.projectId} />
      </div>
    </section>
  );
}
