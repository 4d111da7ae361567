import type { ApiFetch } from '../http/apiFetch';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Filters of the audit log; undefined values are left out of the request. */
export type AuditFilters = {
  [K in keyof Omit<QueryOf<'audit.export'>, 'format'>]?: QueryOf<'audit.export'>[K] | undefined;
};
/** A page request: the filters, the cursor of the previous page (`before`) and the page size. */
export type AuditListQuery = AuditFilters & { before?: number | undefined; limit?: number | undefined };
/** What an export is written as. */
export type AuditExportFormat = 'csv' | 'ndjson';

/** The defined values of a query, for the request. */
export function definedQuery(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;
}

/** The audit log: keyset pages, exports and each organization's retention. Entries are never changed. */
export interface AuditCalls {
  /** Entries the caller may see, newest first; pass the answer's `nextCursor` as `before` for the next page. */
  list(query?: AuditListQuery): Promise<ResultOf<'audit.list'>>;
  /** Every entry matching the filters as a CSV or NDJSON file (streamed by the server). */
  export(filters?: AuditFilters, format?: AuditExportFormat): Promise<Blob>;
  /** How many days an organization keeps its entries. */
  retention(organizationId: number): Promise<ResultOf<'audit.retention'>>;
  /** Sets an organization's retention in days. */
  setRetention(organizationId: number, body: BodyOf<'audit.setRetention'>): Promise<ResultOf<'audit.setRetention'>>;
}

/** The audit log: keyset pages, exports and each organization's retention. Entries are never changed. */
export function createAuditCalls(fetch: ApiFetch): AuditCalls {
  return {
    list: (query = {}) => fetch<ResultOf<'audit.list'>>('/audit/entries', { query: definedQuery(query) }),
    export: (filters = {}, format = 'csv') =>
      fetch('/audit/entries/export', { query: definedQuery({ ...filters, format }), responseType: 'blob' }),
    retention: (organizationId) =>
      fetch<ResultOf<'audit.retention'>>(`/organizations/${organizationId}/audit-retention`),
    setRetention: (organizationId, body) =>
      fetch<ResultOf<'audit.setRetention'>>(`/organizations/${organizationId}/audit-retention`, {
        method: 'PUT',
        body,
      }),
  };
}

/** The query string of the live audit stream for `filters` (`?` included, or empty); `after` is an entry id. */
export function auditStreamSearch(filters: AuditFilters & { after?: number | undefined } = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(definedQuery(filters))) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
