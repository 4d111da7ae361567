import type { AuditEntry } from '@console/core';
import { auditEntriesQuery, useConsoleClient, useExportAuditLog, useLiveAuditEntries } from '@console/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { audit as auditEn } from '../i18n/messages/en/audit';
import { useMessages } from '../i18n/useMessages';
import { saveFile, today } from '../panel/saveFile';
import type { Appearance } from '../theme/appearance';
import { AuditLogView } from './AuditLogView';
import { type AuditExportFormat, type AuditLogFilters, auditQueryOf, matchesAuditFilters } from './types';

/** Where the log is read: the entries of this organization, branch or project (and below). */
export interface AuditScope {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
}

export interface AuditLogPanelProps {
  /** Narrows the log to a scope; left out, everything the caller may see. */
  scope?: AuditScope | undefined;
  /** The filters (controlled, e.g. kept in the URL); leave out to let the panel hold them. */
  filters?: AuditLogFilters | undefined;
  defaultFilters?: AuditLogFilters | undefined;
  onFiltersChange?: ((filters: AuditLogFilters) => void) | undefined;
  /** Keep new entries arriving as they happen (default true). */
  live?: boolean | undefined;
  /** Saves an export; default: a download in the browser. */
  onDownload?: ((file: Blob, name: string) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The audit log inside `ConsoleProvider`: what the caller may see of the scope, filtered, older pages on demand,
 * new entries live (announced), exports of the filtered log as CSV or NDJSON.
 */
export function AuditLogPanel(props: AuditLogPanelProps) {
  const client = useConsoleClient();
  const t = useMessages({ audit: auditEn }).audit;
  const [own, setOwn] = useState<AuditLogFilters>(props.defaultFilters ?? {});
  const filters = props.filters ?? own;
  const setFilters = (next: AuditLogFilters) => {
    if (props.filters === undefined) setOwn(next);
    props.onFiltersChange?.(next);
  };
  const { scope } = props;
  const query = useMemo(
    () => ({
      ...auditQueryOf(filters),
      ...(scope?.organizationId ? { organizationId: scope.organizationId } : {}),
      ...(scope?.branchId ? { branchId: scope.branchId } : {}),
      ...(scope?.projectId ? { projectId: scope.projectId } : {}),
    }),
    [filters, scope?.organizationId, scope?.branchId, scope?.projectId],
  );
  const entries = useInfiniteQuery(auditEntriesQuery(client, query));
  const [announcement, setAnnouncement] = useState('');
  const onEntry = useCallback(
    (entry: AuditEntry) => {
      if (!matchesAuditFilters(entry, filters)) return;
      setAnnouncement(t.arrived({ count: 1, action: t.actions[entry.action], resource: entry.resource.name }));
    },
    [filters, t],
  );
  const live = props.live ?? true;
  const newest = entries.data?.pages[0]?.items[0]?.id ?? 0;
  const stream = useLiveAuditEntries(query, { enabled: live && entries.isSuccess, after: newest, onEntry });
  const exporter = useExportAuditLog();
  const onExport = (format: AuditExportFormat) => {
    const name = `audit-log-${today()}.${format}`;
    exporter.mutate(
      { filters: query, format },
      {
        onSuccess: (file) => {
          (props.onDownload ?? saveFile)(file, name);
          setAnnouncement(t.exported({ file: name }));
        },
        onError: () => setAnnouncement(t.exportFailed),
      },
    );
  };
  const rows = useMemo(() => entries.data?.pages.flatMap((p) => p.items), [entries.data]);
  return (
    <AuditLogView
      entries={rows}
      loading={entries.isPending}
      error={entries.error}
      onRetry={() => void entries.refetch()}
      filters={filters}
      onFiltersChange={setFilters}
      hasMore={entries.hasNextPage}
      loadingMore={entries.isFetchingNextPage}
      onLoadMore={() => void entries.fetchNextPage()}
      onExport={onExport}
      exporting={exporter.isPending}
      live={live && stream === 'open'}
      announcement={announcement}
      appearance={props.appearance}
    />
  );
}
