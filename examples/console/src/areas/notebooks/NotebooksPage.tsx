import { useSelection } from '@console/react';
import { EmptyState, useNavigation } from '@console/widgets';
import { NotebookEditorPanel, NotebooksPanel } from '@console/widgets/notebooks';
import { useState } from 'react';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/**
 * The selected project's notebooks. Project admins (project module) see everyone's, create and edit on
 * their own routes; members (member module, which has only this route) see, start and stop their own
 * and create one in place.
 */
export function NotebooksPage() {
  const { selection } = useSelection();
  const t = useAreaMessages();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const [creating, setCreating] = useState(false);
  const projectId = selection.project?.id ?? 0;
  const adminModule = base === '/project-module';
  if (projectId === 0) {
    return (
      <section aria-labelledby="page-title">
        <PageHeading title={t.pages.notebooks} />
        <EmptyState title={t.empty.noProject} description={t.empty.chooseProject} />
      </section>
    );
  }
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={creating ? t.pages.notebookCreate : t.pages.notebooks} />
      {creating ? (
        <div className="max-w-2xl">
          <NotebookEditorPanel projectId={projectId} onDone={() => setCreating(false)} />
        </div>
      ) : (
        <div className="min-w-0 rounded-lg border border-line bg-surface p-3 shadow-sm sm:p-4">
          <NotebooksPanel
            projectId={projectId}
            onCreate={() => (adminModule ? navigate(`${base}/jupyter-notebook/create`) : setCreating(true))}
            {...(adminModule ? { editHref: (id: number) => `${base}/jupyter-notebook/update/${id}` } : {})}
          />
        </div>
      )}
    </section>
  );
}
