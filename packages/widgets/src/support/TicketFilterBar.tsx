import { useId } from 'react';
import { SelectField } from './SelectField';
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
      <SelectField
        label="Status"
        value={value.status ?? ''}
        options={TICKET_STATUSES}
        optionLabel={ticketStatusLabel}
        emptyLabel="Any status"
        onChange={(v) => set({ status: v || undefined })}
      />
      <SelectField
        label="Priority"
        value={value.priority ?? ''}
        options={TICKET_PRIORITIES}
        optionLabel={ticketPriorityLabel}
        emptyLabel="Any priority"
        onChange={(v) => set({ priority: v || undefined })}
      />
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
