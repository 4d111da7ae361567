import type { TicketHistoryEntry, TicketPriority, TicketStatus } from '@console/core';
import { ticketPriorityLabel, ticketStatusLabel } from './ticketLabels';

export interface TicketHistoryListProps {
  history: readonly TicketHistoryEntry[] | undefined;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function valueText(field: TicketHistoryEntry['field'], value: string | null): string {
  if (value === null) return field === 'ASSIGNEE' ? 'nobody' : '—';
  if (field === 'STATUS') return ticketStatusLabel(value as TicketStatus) ?? value;
  if (field === 'PRIORITY') return ticketPriorityLabel(value as TicketPriority) ?? value;
  return value;
}

const fieldName = { STATUS: 'Status', ASSIGNEE: 'Assignee', PRIORITY: 'Priority' } as const;

/** Changes of a ticket's status, priority and assignee: who, when, from what to what. */
export function TicketHistoryList({ history }: TicketHistoryListProps) {
  return (
    <section data-slot="ticket-history" aria-label="History">
      <h2>History</h2>
      {history === undefined ? (
        <p>Loading history…</p>
      ) : history.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol>
          {history.map((h) => (
            <li key={h.id}>
              <time dateTime={h.at}>{dateTime.format(new Date(h.at))}</time> — {fieldName[h.field]}:{' '}
              {valueText(h.field, h.from)} → {valueText(h.field, h.to)}
              {h.actor ? ` by ${h.actor.name}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
