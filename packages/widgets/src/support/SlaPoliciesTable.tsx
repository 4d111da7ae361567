import type { SlaPolicy } from '@console/core';
import { useMemo } from 'react';
import { listWeekdays } from '../date/weekdays';
import { allowIf } from '../panel/spaceAccess';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import { isoOf } from './slaPolicySchema';
import { ticketPriorityLabel } from './ticketLabels';
import { formatDuration } from './timeToBreach';

export interface SlaPoliciesTableProps extends ResourceListProps<SlaPolicy>, ResourceActionProps<SlaPolicy> {
  /** Where a policy is edited; only policies the caller manages link there. */
  policyHref?: ((policy: SlaPolicy) => string) | undefined;
}

/** Only the policy's managers (its organization's admins) delete it; the others see why. */
const managersDelete = (p: SlaPolicy) => allowIf(p.canManage, 'Only organization admins delete SLA policies');
const name = (p: SlaPolicy) => p.name;

const minutes = (m: number) => formatDuration(m * 60_000);

/** SLA policies: name, organization, targets, business hours; create, edit and delete (after asking) for their managers. */
export function SlaPoliciesTable(props: SlaPoliciesTableProps) {
  const { policyHref, canDelete = managersDelete, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const columns = useMemo<DataTableColumn<SlaPolicy>[]>(
    () => [
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
    ],
    [Link, policyHref],
  );
  return (
    <ResourceTable
      {...rest}
      canDelete={canDelete}
      label="SLA policies"
      searchLabel="Search SLA policies"
      columns={columns}
      getRowId={(p) => p.id}
      rowName={name}
      createLabel="Create SLA policy"
      deleteConsequence="Its tickets keep their history but have no due times any more. This cannot be undone."
      emptyTitle="No SLA policies yet"
      noMatchTitle="No SLA policy matches"
    />
  );
}
