import type { PredefinedModel } from '@console/core';
import { predefinedModelsQuery, useConsoleClient } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Appearance } from '../theme/appearance';
import { PredefinedModelsCatalog } from './PredefinedModelsCatalog';

export interface PredefinedModelsPanelProps {
  /** Opens the create form prefilled with the model. */
  onDeploy?: (model: PredefinedModel) => void;
  appearance?: Appearance;
}

/** The predefined-model catalog inside `ConsoleProvider`: server-side search and paging, Deploy. */
export function PredefinedModelsPanel(props: PredefinedModelsPanelProps) {
  const client = useConsoleClient();
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const page = useQuery({
    ...predefinedModelsQuery(client, { pageIndex, pageSize, ...(search ? { search } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <PredefinedModelsCatalog
      {...props}
      page={page.data}
      loading={page.isPending}
      error={page.error}
      onRetry={() => void page.refetch()}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPageIndex(0);
      }}
      onPageChange={setPageIndex}
      onPageSizeChange={setPageSize}
    />
  );
}
