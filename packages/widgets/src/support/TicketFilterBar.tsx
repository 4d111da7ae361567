import { useId } from 'react';
import { support as supportEn } from '../i18n/messages/en/support';
import { useMessages } from '../i18n/useMessages';
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
  const messages = useMessages({ support: supportEn });
  const t = messages.support;
  const set = (patch: Partial<TicketFilters>) => onChange({ ...value, ...patch });
  return (
    <div data-slot="ticket-filters">
      <SelectField
        label={t.tickets.columns.status}
        value={value.status ?? ''}
        options={TICKET_STATUSES}
        optionLabel={(s) => ticketStatusLabel(s, messages)}
        emptyLabel={t.filters.anyStatus}
        onChange={(v) => set({ status: v || undefined })}
      />
      <SelectField
        label={t.tickets.columns.priority}
        value={value.priority ?? ''}
        options={TICKET_PRIORITIES}
        optionLabel={(p) => ticketPriorityLabel(p, messages)}
        emptyLabel={t.filters.anyPriority}
        onChange={(v) => set({ priority: v || undefined })}
      />
      <div data-slot="table-filter">
        <label htmlFor={`${id}-assignee`}>{t.tickets.columns.assignee}</label>
        <select
          id={`${id}-assignee`}
          value={value.assignee ?? ''}
          onChange={(e) => set({ assignee: (e.target.value || undefined) as TicketFilters['assignee'] })}
        >
          <option value="">{t.filters.anyone}</option>
          {canWork ? <option value="me">{t.filters.assignedToMe}</option> : null}
          <option value="none">{t.tickets.unassigned}</option>
        </select>
      </div>
      <div data-slot="table-filter">
        <label htmlFor={`${id}-breached`}>{t.filters.sla}</label>
        <select
          id={`${id}-breached`}
          value={value.breached === undefined ? '' : String(value.breached)}
          onChange={(e) => set({ breached: e.target.value === '' ? undefined : e.target.value === 'true' })}
        >
          <option value="">{t.filters.any}</option>
          <option value="true">{t.tickets.breached}</option>
          <option value="false">{t.filters.withinTarget}</option>
        </select>
      </div>
    </div>
  );
}
