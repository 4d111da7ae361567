import {
  notebookListQuery,
  useConsoleClient,
  useDeleteNotebook,
  useExportNotebooks,
  useLiveNotebooks,
  useNotebookPower,
  useOpenNotebook,
  useRole,
  useUserInfo,
} from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useMessages } from '../i18n/useMessages';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { type SaveDownload, useListExport } from '../panel/useListExport';
import { useSuccessToast } from '../panel/useSuccessToast';
import { listQueryOf, NO_FILTERS, type NoFilters } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import { NotebooksTable } from './NotebooksTable';

export interface NotebooksPanelProps extends ListStateProps<NoFilters> {
  /** The project whose notebook hub is shown. */
  projectId: number;
  /** Where an instance is edited (the host's route); the name links there when given. */
  editHref?: ((notebookId: number) => string) | undefined;
  /** Opens the create screen; no Create button without it. */
  onCreate?: (() => void) | undefined;
  canCreate?: Allowance | undefined;
  /** Saves the list's CSV export; default: a download in the browser. */
  onDownload?: SaveDownload | undefined;
  appearance?: Appearance | undefined;
}

const PROJECT_ADMIN = 4;

/**
 * The notebook list of a project, connected: inside `ConsoleProvider` it loads the page (every instance
 * for project admins and above, their own for members), searches, sorts and pages, polls while one
 * starts or stops, and starts, stops, opens (its owner, signed in to the hub) and deletes (after confirmation)
 * inline.
 */
export function NotebooksPanel(props: NotebooksPanelProps) {
  const { projectId, editHref, onCreate, canCreate = true, appearance } = props;
  const client = useConsoleClient();
  const role = useRole();
  const [list, setList] = useListState(props, NO_FILTERS);
  const params = listQueryOf(list, LIST_SORT_KEYS);
  const query = useQuery({
    ...notebookListQuery(client, projectId, params),
    placeholderData: keepPreviousData,
  });
  useLiveNotebooks(projectId);
  const power = useNotebookPower();
  const open = useOpenNotebook();
  const me = useUserInfo().data?.id;
  const remove = useDeleteNotebook();
  const exporter = useListExport(useExportNotebooks(), 'notebooks', { projectId, query: params }, props.onDownload);
  const notify = useSuccessToast();
  const messages = useMessages({ notebooks: notebooksEn });
  return (
    <NotebooksTable
      {...queryListProps(query)}
      {...exporter}
      value={list}
      onValueChange={setList}
      showOwner={(role?.priority ?? 99) <= PROJECT_ADMIN}
      onPower={(n, action) => power.mutateAsync({ projectId, id: n.id, action })}
      // Only its owner enters a notebook: a project admin sees everyone's, and opens their own.
      canOpen={(n) => n.ownerId === me}
      onOpen={(n) => open.mutateAsync({ projectId, id: n.id })}
      onDelete={async (n) => {
        await remove.mutateAsync({ projectId, id: n.id });
        notify(messages.notebooks.deleted, n.name);
      }}
      {...(editHref ? { editHref: (n: { id: number }) => editHref(n.id) } : {})}
      {...(onCreate ? { onCreate, canCreate } : {})}
      appearance={appearance}
    />
  );
}
