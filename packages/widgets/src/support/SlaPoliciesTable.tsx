import type { SlaPolicy } from '@console/core';
import { useMemo } from 'react';
import { isoOf } from '../date/apiWeekdays';
import { listWeekdays } from '../date/weekdays';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
import { allowIf } from '../panel/spaceAccess';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import { ticketPriorityLabel } from './ticketLabels';
import { formatDuration } from './timeToBreach';

export interface SlaPoliciesTableProps extends ResourceListProps<SlaPolicy>, ResourceActionProps<SlaPolicy> {
  /** Where a policy is edited; only policies the caller manages link there. */
  policyHref?: ((policy: SlaPolicy) => string) | undefined;
}

/** Only the policy's managers (its organization's admins) delete it; the others see why. */
const name = (p: SlaPolicy) => p.name;

/** SLA policies: name, organization, targets, business hours; create, edit and delete (after asking) for their managers. */
export function SlaPoliciesTable(props: SlaPoliciesTableProps) {
  const messages = useMessages({ support: supportEn });
  const t = messages.support.sla.policies;
  const { locale } = useFormat();
  const managersDelete = (p: SlaPolicy) => allowIf(p.canManage, t.onlyAdminsDelete);
  const { policyHref, canDelete = managersDelete, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const minutes = useMemo(() => (m: number) => formatDuration(m * 60_000, messages), [messages]);
  const columns = useMemo<DataTableColumn<SlaPolicy>[]>(
    () => [
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (p) => (
          <>
            {policyHref && p.canManage ? <Link to={policyHref(p)}>{p.name}</Link> : p.name}
            {p.isDefault ? (
              <>
                {' '}
                <StatusBadge tone="info">{t.default}</StatusBadge>
              </>
            ) : null}
          </>
        ),
      },
      { id: 'organization', header: t.columns.organization, cell: (p) => p.organizationName },
      {
        id: 'targets',
        header: t.columns.targets,
        cell: (p) => (
          <ul data-slot="sla-target-list">
            {p.targets.map((target) => (
              <li key={target.priority}>
                {ticketPriorityLabel(target.priority, messages)}: {minutes(target.firstResponseMinutes)} /{' '}
                {minutes(target.resolutionMinutes)}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'hours',
        header: t.columns.hours,
        cell: (p) =>
          t.hoursText({
            days: listWeekdays(p.businessHours.weekDays.map(isoOf), 'and', locale),
            start: p.businessHours.start,
            end: p.businessHours.end,
            zone: p.businessHours.timeZone,
          }) + (p.holidays.length ? t.holidays({ count: p.holidays.length }) : ''),
      },
    ],
    [Link, policyHref, t, messages, minutes, locale],
  );
  return (
    <ResourceTable
      {...rest}
      canDelete={canDelete}
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(p) => p.id}
      rowName={name}
      createLabel={t.create}
      deleteConsequence={t.deleteConsequence}
      emptyTitle={t.empty}
      noMatchTitle={t.noMatch}
    />
  );
}
