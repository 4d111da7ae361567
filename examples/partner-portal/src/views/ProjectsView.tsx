import { ProjectsPanel } from '@console/widgets/projects';
import { useLanguage } from '../i18n/language';
import type { PartnerScope } from './partnerScope';

/** The organization's projects: search, paging and editing all come from the panel. */
export function ProjectsView({ scope }: { scope: PartnerScope }) {
  const { portal: t } = useLanguage();
  return (
    <section className="card">
      <div className="card-header">
        <h1>{t.views.projects}</h1>
        <p className="lead">{t.projectsLead({ organization: scope.organizationName })}</p>
      </div>
      <div className="card-body">
        <ProjectsPanel organizationId={scope.organizationId} />
      </div>
    </section>
  );
}
