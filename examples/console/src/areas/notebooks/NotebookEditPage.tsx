import { notebookQuery, useConsoleClient, useSelection } from '@console/react';
import { EmptyState, ErrorState, useNavigation } from '@console/widgets';
import { NotebookEditorPanel } from '@console/widgets/notebooks';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { OpenTicketLink } from '../support/OpenTicketLink';
import { useModuleBase } from '../useModuleBase';
import { useRouteId } from '../useRouteId';

/** Creates a notebook (then shows its start-up) or, with an `$id`, changes and scales one. */
export function NotebookEditPage({ mode }: { mode: 'create' | 'update' }) {
  const { selection } = useSelection();
  const t = useAreaMessages();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const id = useRouteId();
  const projectId = selection.project?.id ?? 0;
  const title = mode === 'create' ? t.pages.notebookCreate : t.pages.notebookUpdate;
  const back = () => navigate(`${base}/jupyter-notebooks`);
  const client = useConsoleClient();
  // The editor's own query: read from the cache to name the notebook in a ticket.
  const existing = mode === 'update' && projectId > 0 && id > 0;
  const { data } = useQuery({ ...notebookQuery(client, projectId, id), enabled: existing });
  return (
    <section aria-labelledby="page-title" className="flex max-w-2xl flex-col gap-4">
      <PageHeading title={title}>
        {existing ? <OpenTicketLink related={data && { kind: 'NOTEBOOK', id: data.id, name: data.name }} /> : null}
      </PageHeading>
      {projectId === 0 ? (
        <EmptyState title={t.empty.noProject} description={t.empty.chooseProject} />
      ) : mode === 'update' && id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.notebook }} />
      ) : (
        <NotebookEditorPanel projectId={projectId} {...(mode === 'update' ? { notebookId: id } : {})} onDone={back} />
      )}
    </section>
  );
}

/** The project module's `jupyter-notebook/create`. */
export function NotebookCreatePage() {
  return <NotebookEditPage mode="create" />;
}

/** The project module's `jupyter-notebook/update/$id`. */
export function NotebookUpdatePage() {
  return <NotebookEditPage mode="update" />;
}
