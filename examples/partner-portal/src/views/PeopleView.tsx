import { UsersPanel } from '@console/widgets/iam';
import { useLanguage } from '../i18n/language';
import type { PartnerScope } from './partnerScope';

/** The organization's people, with the panel's own invite dialog. */
export function PeopleView({ scope }: { scope: PartnerScope }) {
  const { portal: t } = useLanguage();
  return (
    <section className="card">
      <div className="card-header">
        <h1>{t.views.people}</h1>
        <p className="lead">{t.peopleLead({ organization: scope.organizationName })}</p>
      </div>
      <div className="card-body">
        <UsersPanel organizationId={scope.organizationId} />
      </div>
    </section>
  );
}
