import { useSelection } from '@console/react';
import { EmptyState, useNavigation } from '@console/widgets';
import { ProjectFormPanel } from '@console/widgets/projects';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { projectScope } from './projectScope';

/** Creates a project with the services to provision, in a branch of the current selection, then lists projects. */
export function ProjectCreatePage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const scope = projectScope(base, selection);
  const back = () => navigate(`${base}/projects`);

  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title={t.pages.projectCreate} />
      {scope === null ? (
        <EmptyState title={t.empty.noBranchForProject} description={t.empty.chooseBranchFirst} />
      ) : (
        // The admin API announces the creation as a live success notification, which the shell shows as a toast.
        <ProjectFormPanel {...scope} onSaved={back} onCancel={back} />
      )}
    </section>
  );
}
