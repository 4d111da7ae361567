import type { TicketCategory, TicketPriority, TicketStatus } from '@console/core';
import { ticketCategoryValues, ticketPriorityValues, ticketStatusValues } from '@console/core/enums';
import { support as supportEn } from '../i18n/messages/en/support';
import type { MessagesOf } from '../i18n/types';
import type { StatusTone } from '../status/StatusBadge';

/** The English of the areas this module's texts come from. */
const en = { support: supportEn };

/** Ticket statuses in their working order. */
export const TICKET_STATUSES: readonly TicketStatus[] = ticketStatusValues;
/** Priorities from the most urgent. */
export const TICKET_PRIORITIES: readonly TicketPriority[] = ticketPriorityValues;
/** Ticket categories. */
export const TICKET_CATEGORIES: readonly TicketCategory[] = ticketCategoryValues;

/** A ticket status in words. */
export const ticketStatusLabel = (status: TicketStatus, messages: MessagesOf<'support'> = en) =>
  messages.support.status[status];
/** A priority in words. */
export const ticketPriorityLabel = (priority: TicketPriority, messages: MessagesOf<'support'> = en) =>
  messages.support.priority[priority];
/** A category in words. */
export const ticketCategoryLabel = (category: TicketCategory, messages: MessagesOf<'support'> = en) =>
  messages.support.category[category];

/** The badge tone of a status. */
export const ticketStatusTone = (status: TicketStatus): StatusTone =>
  status === 'RESOLVED' || status === 'CLOSED'
    ? 'success'
    : status === 'WAITING_ON_CUSTOMER'
      ? 'warning'
      : status === 'IN_PROGRESS'
        ? 'info'
        : 'neutral';
/** The badge tone of a priority. */
export const ticketPriorityTone = (priority: TicketPriority): StatusTone =>
  priority === 'CRITICAL' ? 'danger' : priority === 'HIGH' ? 'warning' : 'neutral';
