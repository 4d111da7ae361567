// Support: tickets (list, detail, form, work panel, dashboard) and SLA policies (table, form, clock).
// Entry point `@console/widgets/support`: add an export here and run `pnpm api:update`.
export { HolidaysField, type HolidaysFieldProps } from './HolidaysField';
export { SlaClock, type SlaClockProps } from './SlaClock';
export { SlaPoliciesPanel, type SlaPoliciesPanelProps } from './SlaPoliciesPanel';
export { SlaPoliciesTable, type SlaPoliciesTableProps } from './SlaPoliciesTable';
export { SlaPolicyForm, type SlaPolicyFormProps } from './SlaPolicyForm';
export { SlaPolicyFormPanel, type SlaPolicyFormPanelProps } from './SlaPolicyFormPanel';
export {
  type SlaPolicyFormValues,
  type SlaPolicyInput,
  slaPolicySchema,
  slaPolicySchemaOf,
} from './slaPolicySchema';
export {
  lastDays,
  TicketDashboardPanel,
  type TicketDashboardPanelProps,
  type TicketScope,
} from './TicketDashboardPanel';
export { type DashboardRange, TicketDashboardView, type TicketDashboardViewProps } from './TicketDashboardView';
export { TicketDetail, type TicketDetailProps } from './TicketDetail';
export { TicketDetailPanel, type TicketDetailPanelProps } from './TicketDetailPanel';
export { TicketFilterBar, type TicketFilterBarProps } from './TicketFilterBar';
export { TicketForm, type TicketFormProps } from './TicketForm';
export { TicketFormPanel, type TicketFormPanelProps } from './TicketFormPanel';
export { TicketHistoryList, type TicketHistoryListProps } from './TicketHistoryList';
export { TicketsPanel, type TicketsPanelProps, ticketListParams } from './TicketsPanel';
export { NO_TICKET_FILTERS, TicketsTable, type TicketsTableProps } from './TicketsTable';
export { TicketThread, type TicketThreadProps } from './TicketThread';
export { type TicketChange, TicketWorkPanel, type TicketWorkPanelProps } from './TicketWorkPanel';
export {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketCategoryLabel,
  ticketPriorityLabel,
  ticketPriorityTone,
  ticketStatusLabel,
  ticketStatusTone,
} from './ticketLabels';
export { type TicketInput, ticketSchema, ticketSchemaOf } from './ticketSchema';
export { formatDuration, type TargetState, targetState, targetText } from './timeToBreach';
export type { TicketFilters, TicketRow } from './types';
