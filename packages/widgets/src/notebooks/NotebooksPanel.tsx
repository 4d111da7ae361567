import type { NotebookListQuery } from '@console/core';
import { notebookListQuery, useConsoleClient, useDeleteNotebook, useNotebookPower, useRole } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Allowance } from '../actions/Allowance';
import type { DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { NotebooksTable } from './NotebooksTable';

export interface NotebooksPanelProps {
  /** The project whose notebook hub is shown. */
  projectId: number;
  /** Where an instance is edited (the host's route); no Edit link without it. */
  editHref?: (notebookId: number) => string;
  /** Opens the create screen; no Create button without it. */
  onCreate?: () => void;
  canCreate?: Allowance;
  appearance?: Appearance;
}

const PROJECT_ADMIN = 4;

/**
 * The notebook list of a project, connected: inside `ConsoleProvider` it loads the page (all instances
 * for project admins and above, their own for members), polls while one starts or stops, and starts,
 * stops and deletes inline.
 */
export function NotebooksPanel({ projectId, editHref, onCreate, canCreate = true, appearance }: NotebooksPanelProps) {
  const client = useConsoleClient();
  const role = useRole();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const query: NotebookListQuery = {
    pageIndex,
    pageSize,
    ...(search ? { search } : {}),
    ...(sort ? { sortBy: sort.id as 'NAME' | 'CREATED_AT', sortOrder: sort.desc ? 'DESC' : 'ASC' } : {}),
  };
  const list = useQuery(notebookListQuery(client, projectId, query));
  const power = useNotebookPower();
  const remove = useDeleteNotebook();
  return (
    <NotebooksTable
      page={list.data}
      loading={list.isFetching && list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPageIndex(0);
      }}
      sort={sort}
      onSortChange={setSort}
      onPageChange={setPageIndex}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPageIndex(0);
      }}
      showOwner={(role?.priority ?? 99) <= PROJECT_ADMIN}
      onPower={(n, action) => power.mutateAsync({ projectId, id: n.id, action })}
      onDelete={(n) => remove.mutateAsync({ projectId, id: n.id })}
      canDelete={() => true}
      {...(editHref ? { editHref: (n: { id: number }) => editHref(n.id) } : {})}
      {...(onCreate ? { onCreate, canCreate } : {})}
      {...(appearance ? { appearance } : {})}
    />
  );
}
