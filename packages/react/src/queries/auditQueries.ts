import type { AuditEntry, AuditExportFormat, AuditFilters, AuditPage } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { createAuditStream, type EventStreamStatus } from '@console/core/stream';
import { type InfiniteData, infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useConsoleClient } from '../ConsoleContext';
import { useApiMutation } from './useApiMutation';

/** Query keys of the audit log and the search, for invalidation. */
export const auditKeys = {
  all: ['audit'] as const,
  entries: (filters: AuditFilters) => [...auditKeys.all, 'entries', filters] as const,
  retention: (organizationId: number) => [...auditKeys.all, 'retention', organizationId] as const,
  search: (q: string) => ['search', q] as const,
};

/** How many entries one page of the audit log holds. */
export const AUDIT_PAGE_SIZE = 50;

/** The audit log for `filters`, newest first, a keyset page at a time (`fetchNextPage` loads older ones). */
export function auditEntriesQuery(client: ConsoleClient, filters: AuditFilters = {}) {
  return infiniteQueryOptions({
    queryKey: auditKeys.entries(filters),
    queryFn: ({ pageParam }) =>
      client.api.audit.list({ ...filters, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: 0,
    getNextPageParam: (last: AuditPage) => last.nextCursor ?? undefined,
  });
}

/** How many days an organization keeps its audit entries. */
export function auditRetentionQuery(client: ConsoleClient, organizationId: number) {
  return queryOptions({
    queryKey: auditKeys.retention(organizationId),
    queryFn: () => client.api.audit.retention(organizationId),
  });
}

/** Sets an organization's audit retention. */
export function useSetAuditRetention() {
  return useApiMutation(
    (api, { organizationId, days }: { organizationId: number; days: number }) =>
      api.audit.setRetention(organizationId, { days }),
    ({ organizationId }) => [auditKeys.retention(organizationId), auditKeys.all],
  );
}

/** Downloads the audit log for the filters as a file (CSV or NDJSON); resolves with the file. */
export function useExportAuditLog() {
  return useApiMutation(
    (api, { filters, format }: { filters: AuditFilters; format: AuditExportFormat }) =>
      api.audit.export(filters, format),
    () => [],
  );
}

/**
 * Keeps the audit log of `filters` live: while mounted (and `enabled`), new matching entries arrive over
 * their own event stream and are put at the top of the first page; `onEntry` hears each one (to announce it).
 * `after` is the newest entry shown when it starts (read once), so nothing written meanwhile is missed.
 * Answers the stream's status (`open` once it is connected).
 */
export function useLiveAuditEntries(
  filters: AuditFilters,
  options: { enabled?: boolean; after?: number | undefined; onEntry?: (entry: AuditEntry) => void } = {},
): EventStreamStatus {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const { enabled = true, onEntry } = options;
  const [status, setStatus] = useState<EventStreamStatus>('idle');
  const after = useRef(options.after);
  after.current = options.after;
  // The filters by value: a new object with the same filters keeps the stream.
  const key = JSON.stringify(filters);
  const stable = useMemo(() => JSON.parse(key) as AuditFilters, [key]);
  useEffect(() => {
    if (!enabled) return;
    const stream = createAuditStream(client, { ...stable, after: after.current });
    const offStatus = stream.subscribe(() => setStatus(stream.getSnapshot().status));
    const off = stream.onMessage((entry) => {
      queryClient.setQueryData<InfiniteData<AuditPage, number>>(auditKeys.entries(stable), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        if (!first || first.items.some((e) => e.id === entry.id)) return data;
        return { ...data, pages: [{ ...first, items: [entry, ...first.items] }, ...rest] };
      });
      onEntry?.(entry);
    });
    stream.start();
    return () => {
      off();
      offStatus();
      stream.close();
      setStatus('idle');
    };
  }, [client, queryClient, stable, enabled, onEntry]);
  return status;
}

/** The command palette's results for `q` (what the caller may see, best first). */
export function searchQuery(client: ConsoleClient, q: string, limit = 20) {
  return queryOptions({
    queryKey: auditKeys.search(q),
    queryFn: () => client.api.search.query(q, limit),
    staleTime: 10_000,
  });
}
