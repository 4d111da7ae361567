import { useMemo } from 'react';
import { Button } from '../button/Button';
import { useControllableState } from '../hooks/useControllableState';
import { audit as auditEn } from '../i18n/messages/en/audit';
import { useFormat, useMessages } from '../i18n/useMessages';
import { Toolbar } from '../layout/Toolbar';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import type { DataTableColumn } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { AuditChanges } from './AuditChanges';
import { AuditFilterBar } from './AuditFilterBar';
import type { AuditExportFormat, AuditLogEntry, AuditLogFilters } from './types';

export interface AuditLogViewProps {
  /** Entries newest first; undefined while the first page loads. */
  entries: readonly AuditLogEntry[] | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The filters (controlled); leave out to let the view hold them. */
  filters?: AuditLogFilters | undefined;
  defaultFilters?: AuditLogFilters | undefined;
  onFiltersChange?: ((filters: AuditLogFilters) => void) | undefined;
  /** Older entries exist: shows "Load older entries". */
  hasMore?: boolean | undefined;
  loadingMore?: boolean | undefined;
  onLoadMore?: (() => void) | undefined;
  /** Offers the exports; the host downloads the file. */
  onExport?: ((format: AuditExportFormat) => void) | undefined;
  /** An export is under way (its buttons wait). */
  exporting?: boolean | undefined;
  /** New entries arrive as they happen: shows the "Live" badge. */
  live?: boolean | undefined;
  /** Read out by screen readers (new entries, an export done). */
  announcement?: string | undefined;
  /** Names a tenancy level for an entry's place (organization, branch, project ids); default: none shown. */
  placeOf?: ((entry: AuditLogEntry) => string | undefined) | undefined;
  appearance?: Appearance | undefined;
}

const NO_FILTERS: AuditLogFilters = Object.freeze({});
const hasFilters = (f: AuditLogFilters) => Object.values(f).some((v) => v !== undefined && v !== '');

/**
 * The audit log: who did what to which resource, when and from where, newest first, with filters (who, kind,
 * resource, action, dates), exports, older pages on demand and live arrivals announced to screen readers.
 */
export function AuditLogView(props: AuditLogViewProps) {
  const messages = useMessages({ audit: auditEn });
  const format = useFormat();
  const t = messages.audit;
  const [filters, setFilters] = useControllableState<AuditLogFilters>({
    value: props.filters,
    defaultValue: props.defaultFilters ?? NO_FILTERS,
    onChange: props.onFiltersChange,
  });
  const { placeOf } = props;
  const columns = useMemo<DataTableColumn<AuditLogEntry>[]>(
    () => [
      {
        id: 'at',
        header: t.columns.at,
        width: 'calc(10 * var(--cw-rem, 16px))',
        cell: (e) => <time dateTime={e.at}>{format.dateTime(e.at)}</time>,
      },
      {
        id: 'actor',
        header: t.columns.actor,
        cell: (e) => (
          <span data-slot="audit-actor">
            <span>{e.actor.name ?? (e.actor.kind === 'SYSTEM' ? t.system : t.none)}</span>
            {e.actor.email ? <span data-slot="audit-muted">{e.actor.email}</span> : null}
            {e.actor.keyId !== null ? <span data-slot="audit-muted">{t.apiKey({ key: e.actor.keyId })}</span> : null}
          </span>
        ),
      },
      {
        id: 'action',
        header: t.columns.action,
        cell: (e) => (
          <StatusBadge
            tone={e.action === 'DELETE' || e.action === 'REVOKE' || e.action === 'KEY_REVOKE' ? 'danger' : 'neutral'}
          >
            {t.actions[e.action]}
          </StatusBadge>
        ),
      },
      {
        id: 'resource',
        header: t.columns.resource,
        cell: (e) => (
          <span data-slot="audit-resource">
            <span>{e.resource.name}</span>
            <span data-slot="audit-muted">
              {t.kinds[e.resource.kind]} #{e.resource.id}
              {placeOf?.(e) ? ` · ${placeOf(e)}` : ''}
            </span>
          </span>
        ),
      },
      { id: 'changes', header: t.columns.changes, cell: (e) => <AuditChanges changes={e.changes} /> },
      {
        id: 'from',
        header: t.columns.from,
        cell: (e) => (
          <span data-slot="audit-from">
            <span>{e.ip ?? t.none}</span>
            {e.userAgent ? (
              <span data-slot="audit-muted" title={e.userAgent}>
                {e.userAgent}
              </span>
            ) : null}
          </span>
        ),
      },
    ],
    [t, format, placeOf],
  );
  const filtered = hasFilters(filters);
  const { onExport, exporting = false } = props;
  return (
    <WidgetRoot appearance={props.appearance} data-slot="audit-log">
      <Toolbar
        filters={<AuditFilterBar value={filters} onChange={setFilters} />}
        actions={
          <>
            {props.live ? (
              <span data-slot="audit-live">
                <StatusBadge tone="success">{t.live}</StatusBadge>
              </span>
            ) : null}
            {onExport ? (
              <>
                <Button variant="secondary" disabled={exporting} onClick={() => onExport('csv')}>
                  {exporting ? t.exporting : t.exportCsv}
                </Button>
                <Button variant="ghost" disabled={exporting} onClick={() => onExport('ndjson')}>
                  {t.exportNdjson}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <DataTable
        label={t.label}
        columns={columns}
        rows={props.entries}
        getRowId={(e) => e.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={filtered ? t.noMatch : t.empty}
        virtualizeAbove={500}
      />
      {props.entries && props.entries.length > 0 ? (
        <div data-slot="audit-more">
          {props.hasMore ? (
            <Button variant="secondary" disabled={props.loadingMore} onClick={props.onLoadMore}>
              {props.loadingMore ? t.loadingOlder : t.loadOlder}
            </Button>
          ) : (
            <p data-slot="audit-muted">{t.end}</p>
          )}
        </div>
      ) : null}
      <p role="status" aria-live="polite" data-slot="visually-hidden">
        {props.announcement ?? ''}
      </p>
    </WidgetRoot>
  );
}
