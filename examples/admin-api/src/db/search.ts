/** What every list shares: a text search that matches anywhere, and sorting and paging options. */
/** A LIKE pattern matching `text` anywhere, with wildcards escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Sorting shared by the lists. */
export interface ListOptions {
  search?: string | undefined;
  sortBy?: 'ID' | 'NAME' | 'CREATED_AT' | undefined;
  sortOrder?: 'ASC' | 'DESC' | undefined;
  offset: number;
  limit: number;
}
