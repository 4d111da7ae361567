import type { TicketCategory, TicketPriority, TicketStatus } from '@console/core';
import type { StatusTone } from '../status/StatusBadge';

/** Ticket statuses in their working order. */
export const TICKET_STATUSES: readonly TicketStatus[] = [
  'OPEN',
  'IN_PROGRESS',
  'WAITING_ON_CUSTOMER',
  'RESOLVED',
  'CLOSED',
];
/** Priorities from the most urgent. */
export const TICKET_PRIORITIES: readonly TicketPriority[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
/** Ticket categories. */
export const TICKET_CATEGORIES: readonly TicketCategory[] = [
  'INCIDENT',
  'QUESTION',
  'ACCESS',
  'QUOTA',
  'BILLING',
  'OTHER',
];

const statusLabels: Record<TicketStatus, string> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  WAITING_ON_CUSTOMER: 'Waiting on customer',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
};
const priorityLabels: Record<TicketPriority, string> = {
  CRITICAL: 'Critical',
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};
const categoryLabels: Record<TicketCategory, string> = {
  INCIDENT: 'Incident',
  QUESTION: 'Question',
  ACCESS: 'Access',
  QUOTA: 'Quota',
  BILLING: 'Billing',
  OTHER: 'Other',
};

/** A ticket status in words. */
export const ticketStatusLabel = (status: TicketStatus) => statusLabels[status];
/** A priority in words. */
export const ticketPriorityLabel = (priority: TicketPriority) => priorityLabels[priority];
/** A category in words. */
export const ticketCategoryLabel = (category: TicketCategory) => categoryLabels[category];

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
