import { useSelection } from '@console/react';
import { EmptyState, useNavigation } from '@console/widgets';
import { ProjectFormPanel } from '@console/widgets/projects';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { projectScope } from './projectScope';

/** Creates a project with the services to provision, in a branch of the current selection, then lists projects. */
export function ProjectCreatePage() {
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const scope = projectScope(base, selection);
  const back = () => navigate(`${base}/projects`);

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title="Create Project" />
      {scope === null ? (
        <EmptyState title="No branch to create a project in" description="Choose a branch you administer first." />
      ) : (
        // The admin API announces the creation as a live success notification, which the shell shows as a toast.
        <ProjectFormPanel {...scope} onSaved={back} onCancel={back} />
      )}
    </section>
  );
}
