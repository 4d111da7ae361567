import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { ProjectsPanel } from '@console/widgets/projects';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { projectScope } from './projectScope';

/**
 * The projects of the selected organization (org module) or branch (branch module): server-side search, sort,
 * paging and service filter, favorites, create, edit and delete for admins.
 */
export function ProjectsPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = projectScope(base, selection);
  const update = (p: { id: number }) => `${base}/project/update/${p.id}`;

  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.projects} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseOrganizationOrBranch} />
      ) : (
        <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
          <ProjectsPanel
            key={JSON.stringify(scope)}
            {...scope}
            projectHref={update}
            createHref={`${base}/project/create`}
            editHref={update}
          />
        </div>
      )}
    </section>
  );
}
