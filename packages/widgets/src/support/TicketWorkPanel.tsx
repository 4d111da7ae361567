import type { Ticket, TicketPerson, TicketPriority, TicketStatus } from '@console/core';
import { useId, useState } from 'react';
import { Button } from '../button/Button';
import { support as supportEn } from '../i18n/messages/en/support';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { SelectField } from './SelectField';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketPriorityLabel, ticketStatusLabel } from './ticketLabels';

/** A change to a ticket from its detail screen. */
export interface TicketChange {
  status?: TicketStatus;
  priority?: TicketPriority;
  assigneeId?: number | null;
}

export interface TicketWorkPanelProps {
  ticket: Pick<Ticket, 'status' | 'priority' | 'assignee' | 'canWork'>;
  /** People who may be assigned (only for those who work the ticket). */
  assignees?: readonly TicketPerson[] | undefined;
  /** The caller opened the ticket: they may close or reopen it. */
  isRequester?: boolean;
  onChange: (change: TicketChange) => Promise<unknown>;
}

/** Status, priority and assignee controls for the people who work a ticket; close / reopen for its requester. */
export function TicketWorkPanel({ ticket, assignees, isRequester = false, onChange }: TicketWorkPanelProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const messages = useMessages({ support: supportEn });
  const t = messages.support;
  const run = async (change: TicketChange) => {
    setBusy(true);
    setFailure(null);
    try {
      await onChange(change);
    } catch (e) {
      setFailure((e as WidgetError).message);
    } finally {
      setBusy(false);
    }
  };
  const done = ticket.status === 'RESOLVED' || ticket.status === 'CLOSED';
  if (!ticket.canWork) {
    if (!isRequester) return null;
    return (
      <section data-slot="ticket-work" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t.work.title}</h2>
        <Button disabled={busy} onClick={() => void run({ status: done ? 'OPEN' : 'CLOSED' })}>
          {done ? t.work.reopen : t.work.close}
        </Button>
        {failure ? <p role="alert">{failure}</p> : null}
      </section>
    );
  }
  const people = [...(assignees ?? [])];
  if (ticket.assignee && !people.some((p) => p.id === ticket.assignee?.id)) people.unshift(ticket.assignee);
  return (
    <section data-slot="ticket-work" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`}>{t.work.title}</h2>
      <SelectField
        label={t.tickets.columns.status}
        value={ticket.status}
        options={TICKET_STATUSES}
        optionLabel={(s) => ticketStatusLabel(s, messages)}
        disabled={busy}
        onChange={(v) => v && void run({ status: v })}
      />
      <SelectField
        label={t.tickets.columns.priority}
        value={ticket.priority}
        options={TICKET_PRIORITIES}
        optionLabel={(p) => ticketPriorityLabel(p, messages)}
        disabled={busy}
        onChange={(v) => v && void run({ priority: v })}
      />
      <div data-slot="table-filter">
        <label htmlFor={`${id}-assignee`}>{t.tickets.columns.assignee}</label>
        <select
          id={`${id}-assignee`}
          value={ticket.assignee?.id ?? ''}
          disabled={busy || assignees === undefined}
          onChange={(e) => void run({ assigneeId: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t.tickets.unassigned}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  );
}
