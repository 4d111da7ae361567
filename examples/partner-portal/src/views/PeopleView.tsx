import { UsersPanel } from '@console/widgets/iam';
import type { PartnerScope } from './partnerScope';

/** The organization's people, with the panel's own invite dialog. */
export function PeopleView({ scope }: { scope: PartnerScope }) {
  return (
    <section className="card">
      <div className="card-header">
        <h1>People</h1>
        <p className="lead">Everyone with access to {scope.organizationName}.</p>
      </div>
      <div className="card-body">
        <UsersPanel organizationId={scope.organizationId} />
      </div>
    </section>
  );
}
