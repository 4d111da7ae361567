/** The sort keys (`sortBy`) the admin API's organization, branch, project and user lists accept. */
export const LIST_SORT_KEYS = ['ID', 'NAME', 'CREATED_AT'] as const;
