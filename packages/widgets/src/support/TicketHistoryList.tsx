import type { TicketHistoryEntry, TicketPriority, TicketStatus } from '@console/core';
import type { WidgetMessages } from '../i18n/messages/en';
import { common as commonEn } from '../i18n/messages/en/common';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
import { ticketPriorityLabel, ticketStatusLabel } from './ticketLabels';

export interface TicketHistoryListProps {
  history: readonly TicketHistoryEntry[] | undefined;
}

function valueText(
  field: TicketHistoryEntry['field'],
  value: string | null,
  messages: Pick<WidgetMessages, 'common' | 'support'>,
): string {
  if (value === null) return field === 'ASSIGNEE' ? messages.support.history.nobody : messages.common.none;
  if (field === 'STATUS') return ticketStatusLabel(value as TicketStatus, messages) ?? value;
  if (field === 'PRIORITY') return ticketPriorityLabel(value as TicketPriority, messages) ?? value;
  return value;
}

/** Changes of a ticket's status, priority and assignee: who, when, from what to what. */
export function TicketHistoryList({ history }: TicketHistoryListProps) {
  const messages = useMessages({ common: commonEn, support: supportEn });
  const format = useFormat();
  const t = messages.support.history;
  return (
    <section data-slot="ticket-history" aria-label={t.title}>
      <h2>{t.title}</h2>
      {history === undefined ? (
        <p data-slot="ticket-history-note">{t.loading}</p>
      ) : history.length === 0 ? (
        <p data-slot="ticket-history-note">{t.empty}</p>
      ) : (
        <ol data-slot="ticket-history-list">
          {history.map((h) => (
            <li key={h.id}>
              <time dateTime={h.at}>{format.dateTime(h.at)}</time>{' '}
              <span>
                {t.fields[h.field]}: {valueText(h.field, h.from, messages)} → {valueText(h.field, h.to, messages)}
                {h.actor ? t.by({ name: h.actor.name }) : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
