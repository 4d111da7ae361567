import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '../table/pagePagination';
import type { ResourceListProps } from '../table/ResourceTable';

/** The data props of a resource table for a list query of TanStack Query. */
export type QueryListProps<T> = Required<Pick<ResourceListProps<T>, 'loading' | 'error' | 'onRetry'>> &
  Pick<ResourceListProps<T>, 'page'>;

/**
 * A resource table's page, loading flag, error and retry from a list query. With `placeholderData:
 * keepPreviousData` the previous page stays on screen, marked busy, while the next one loads.
 */
export function queryListProps<T>(query: UseQueryResult<ListPage<T>>): QueryListProps<T> {
  return {
    page: query.data,
    loading: query.isPending || query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
