import type { Ticket, TicketPriority, TicketStatus } from '@console/core';

/** The fields of a ticket the list shows; core's `Ticket` fits. */
export type TicketRow = Pick<
  Ticket,
  | 'id'
  | 'subject'
  | 'status'
  | 'priority'
  | 'requester'
  | 'assignee'
  | 'organizationName'
  | 'branchName'
  | 'projectName'
  | 'resolutionDueAt'
  | 'firstResponseBreached'
  | 'resolutionBreached'
  | 'createdAt'
>;

/** The list's filters, as the API's query takes them. */
export interface TicketFilters {
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  /** `me` (the caller), `none` (unassigned) or undefined for anyone. */
  assignee?: 'me' | 'none' | undefined;
  breached?: boolean | undefined;
}
