import type { TicketPriority, TicketStatus } from '@console/core';
import { useId } from 'react';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketPriorityLabel, ticketStatusLabel } from './ticketLabels';
import type { TicketFilters } from './types';

export interface TicketFilterBarProps {
  value: TicketFilters;
  onChange: (filters: TicketFilters) => void;
  /** Offer "Assigned to me" (people who work tickets). */
  canWork?: boolean;
}

/** Status, priority, assignee and breach filters of the ticket list, as labelled selects. */
export function TicketFilterBar({ value, onChange, canWork = false }: TicketFilterBarProps) {
  const id = useId();
  const set = (patch: Partial<TicketFilters>) => onChange({ ...value, ...patch });
  return (
    <>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={value.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as TicketStatus | undefined })}
        >
          <option value="">Any status</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ticketStatusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-priority`}>Priority</label>
        <select
          id={`${id}-priority`}
          value={value.priority ?? ''}
          onChange={(e) => set({ priority: (e.target.value || undefined) as TicketPriority | undefined })}
        >
          <option value="">Any priority</option>
          {TICKET_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {ticketPriorityLabel(p)}
            </option>
          ))}
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-assignee`}>Assignee</label>
        <select
          id={`${id}-assignee`}
          value={value.assignee ?? ''}
          onChange={(e) => set({ assignee: (e.target.value || undefined) as TicketFilters['assignee'] })}
        >
          <option value="">Anyone</option>
          {canWork ? <option value="me">Assigned to me</option> : null}
          <option value="none">Unassigned</option>
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-breached`}>SLA</label>
        <select
          id={`${id}-breached`}
          value={value.breached === undefined ? '' : String(value.breached)}
          onChange={(e) => set({ breached: e.target.value === '' ? undefined : e.target.value === 'true' })}
        >
          <option value="">Any</option>
          <option value="true">Breached</option>
          <option value="false">Within target</option>
        </select>
      </div>
    </>
  );
}
