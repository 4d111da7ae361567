import { initialListState, NO_FILTERS } from '@console/widgets';

/** The sort keys the admin API's tenancy and user lists accept. */
export const SORT_KEYS = ['ID', 'NAME', 'CREATED_AT'] as const;

/** A list on its first page with no search or filter. */
export const emptyList = () => initialListState(NO_FILTERS);
