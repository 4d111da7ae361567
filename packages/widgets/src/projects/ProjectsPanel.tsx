import type { ProjectDetail } from '@console/core';
import { projectListQuery, useConsoleClient, useDeleteProject, useFavoriteProject, useUserSpace } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useMessages } from '../i18n/useMessages';
import { EditorDialog } from '../panel/EditorDialog';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { adminsBranch, allowIf, projectBranchChoices } from '../panel/spaceAccess';
import { type EditorHrefs, usePanelEditor } from '../panel/usePanelEditor';
import { useSuccessToast } from '../panel/useSuccessToast';
import { LazyPart, lazyPart } from '../state/lazyPart';
import { listQueryOf } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import type { ProjectFormPanelProps } from './ProjectFormPanel';
import { NO_PROJECT_FILTERS, ProjectsTable } from './ProjectsTable';
import { serviceCatalogue } from './serviceCatalogue';
import type { ProjectFilters, ServiceOption } from './types';

/** Whose projects a {@link ProjectsPanel} lists: an organization's or a branch's. */

/** The form panel's code (the form and its validation) is fetched the first time the dialog opens. */
const projectFormPanel = lazyPart<ProjectFormPanelProps>(() =>
  import('./ProjectFormPanel').then((m) => m.ProjectFormPanel),
);
export type ProjectsScope =
  | { organizationId: number; branchId?: undefined }
  | { branchId: number; organizationId?: undefined };

export type ProjectsPanelProps = ProjectsScope &
  ListStateProps<ProjectFilters> &
  EditorHrefs<ProjectDetail> & {
    projectHref?: ((project: ProjectDetail) => string) | undefined;
    /** The service catalogue (filter and services to provision); by default the client's fixed service ids. */
    services?: readonly ServiceOption[] | undefined;
    /** Overrides who may create; by default whoever administers a branch in scope. */
    canCreate?: Allowance | undefined;
    /** Overrides who may edit; by default the project's admins. */
    canEdit?: ((project: ProjectDetail) => Allowance) | undefined;
    /** Overrides who may delete; by default the admins of its branch. */
    canDelete?: ((project: ProjectDetail) => Allowance) | undefined;
    appearance?: Appearance | undefined;
  };

/** While a service provisions, the list polls so its status turns READY without a reload. */
const PROVISIONING_POLL_MS = 2000;

/**
 * The projects of an organization or a branch, connected: fetches, searches, sorts, filters by service and pages by
 * itself; favorites; creates (with services to provision) and edits in its own dialog, or on the host's pages given
 * `createHref` / `editHref`; deletes after confirmation. Needs only `ConsoleProvider` above it.
 */
export function ProjectsPanel(props: ProjectsPanelProps) {
  const { organizationId, branchId, projectHref, appearance } = props;
  const client = useConsoleClient();
  const [list, setList] = useListState(props, NO_PROJECT_FILTERS);
  const scope = branchId === undefined ? { orgId: organizationId } : { branchId };
  const query = useQuery({
    ...projectListQuery(client, { ...listQueryOf(list, LIST_SORT_KEYS), ...scope }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((p) => p.services.some((s) => s.status === 'PROVISIONING'))
        ? PROVISIONING_POLL_MS
        : false,
  });
  const space = useUserSpace().data;
  const branches = space ? projectBranchChoices(space, { organizationId, branchId }) : [];
  const messages = useMessages({ projects: projectsEn });
  // The service filter names the services in the reader's language, as the form does.
  const services = props.services ?? serviceCatalogue(client.config.serviceIds, messages);
  const editor = usePanelEditor(props);
  const remove = useDeleteProject();
  const favorite = useFavoriteProject();
  const notify = useSuccessToast();
  const t = messages.projects;

  return (
    <>
      <ProjectsTable
        {...queryListProps(query)}
        value={list}
        onValueChange={setList}
        services={services}
        onFavoriteChange={(p, isFavorite) =>
          favorite.mutateAsync({ id: p.id, isFavorite }).catch((error: Error) => {
            // The star keeps the saved state; say why it did not change.
            client.toasts.show({ severity: 'error', summary: t.favoriteNotSaved, detail: error.message });
          })
        }
        projectHref={projectHref}
        onCreate={editor.create}
        canCreate={props.canCreate ?? allowIf(space && branches.length > 0, t.noBranchAdministered)}
        onEdit={editor.edit}
        canEdit={props.canEdit ?? ((p) => allowIf(p.isAdmin, t.onlyAdminsEdit))}
        onDelete={async (p) => {
          await remove.mutateAsync(p.id);
          notify(t.deleted, p.name);
        }}
        canDelete={props.canDelete ?? ((p) => allowIf(adminsBranch(space, p.branchId), t.onlyBranchAdminsDelete))}
        appearance={appearance}
      />
      <EditorDialog editor={editor} title={{ create: t.create, update: t.update }} appearance={appearance}>
        {(editing, done) => (
          <LazyPart
            code={projectFormPanel}
            props={{
              ...(editing.mode === 'update' ? { project: editing.row } : { organizationId, branchId, services }),
              onSaved: (saved) => {
                if (editing.mode === 'update') notify(t.saved, saved.name);
                done();
              },
              onCancel: done,
              appearance,
            }}
          />
        )}
      </EditorDialog>
    </>
  );
}
