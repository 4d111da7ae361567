import { ProjectsPanel } from '@console/widgets/projects';
import type { PartnerScope } from './partnerScope';

/** The organization's projects: search, paging and editing all come from the panel. */
export function ProjectsView({ scope }: { scope: PartnerScope }) {
  return (
    <section className="card">
      <div className="card-header">
        <h1>Projects</h1>
        <p className="lead">Projects of {scope.organizationName}.</p>
      </div>
      <div className="card-body">
        <ProjectsPanel organizationId={scope.organizationId} />
      </div>
    </section>
  );
}
