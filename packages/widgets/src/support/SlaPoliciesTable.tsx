import type { SlaPolicy } from '@console/core';
import { useMemo, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { listWeekdays } from '../date/weekdays';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn, DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { isoOf } from './slaPolicySchema';
import { ticketPriorityLabel } from './ticketLabels';
import { formatDuration } from './timeToBreach';

export interface SlaPoliciesTableProps {
  page: ListPage<SlaPolicy> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Where a policy is edited; only policies the caller manages link there. */
  policyHref?: (policy: SlaPolicy) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  onDelete?: (policy: SlaPolicy) => unknown;
  appearance?: Appearance;
}

const minutes = (m: number) => formatDuration(m * 60_000);

/** SLA policies: name, organization, targets, business hours; create, edit and delete (after asking) for their managers. */
export function SlaPoliciesTable(props: SlaPoliciesTableProps) {
  const { page, policyHref, onDelete, canCreate = true, onCreate, appearance } = props;
  const { Link } = useNavigationOrAnchors();
  const [deleting, setDeleting] = useState<SlaPolicy | null>(null);
  const columns = useMemo<DataTableColumn<SlaPolicy>[]>(() => {
    const list: DataTableColumn<SlaPolicy>[] = [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (p) => (
          <>
            {policyHref && p.canManage ? <Link to={policyHref(p)}>{p.name}</Link> : p.name}
            {p.isDefault ? (
              <>
                {' '}
                <StatusBadge tone="info">Default</StatusBadge>
              </>
            ) : null}
          </>
        ),
      },
      { id: 'organization', header: 'Organization', cell: (p) => p.organizationName },
      {
        id: 'targets',
        header: 'First response / resolution',
        cell: (p) => (
          <ul data-slot="sla-target-list">
            {p.targets.map((t) => (
              <li key={t.priority}>
                {ticketPriorityLabel(t.priority)}: {minutes(t.firstResponseMinutes)} / {minutes(t.resolutionMinutes)}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'hours',
        header: 'Business hours',
        cell: (p) =>
          `${listWeekdays(p.businessHours.weekDays.map(isoOf), 'and')}, ${p.businessHours.start}–${p.businessHours.end} (${p.businessHours.timeZone})${p.holidays.length ? `, ${p.holidays.length} holiday(s)` : ''}`,
      },
    ];
    if (onDelete)
      list.push({
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (p) => (
          <ActionButton
            variant="ghost"
            allow={p.canManage ? true : { reason: 'Only organization admins delete SLA policies' }}
            aria-label={`Delete ${p.name}`}
            onClick={() => setDeleting(p)}
          >
            Delete
          </ActionButton>
        ),
      });
    return list;
  }, [Link, policyHref, onDelete]);
  return (
    <>
      <DataTable
        label="SLA policies"
        columns={columns}
        rows={page?.items}
        getRowId={(p) => p.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={props.search ? 'No SLA policy matches' : 'No SLA policies yet'}
        sort={props.sort}
        onSortChange={props.onSortChange}
        pagination={pagePagination(page, props.onPageChange, props.onPageSizeChange)}
        toolbar={
          <>
            <SearchInput label="Search SLA policies" value={props.search} onChange={props.onSearchChange} />
            {onCreate ? (
              <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
                Create SLA policy
              </ActionButton>
            ) : null}
          </>
        }
        {...(appearance ? { appearance } : {})}
      />
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={`Delete ${deleting?.name ?? 'SLA policy'}?`}
          description="Its tickets keep their history but have no due times any more. This cannot be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
