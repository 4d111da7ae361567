import { createFileRoute } from '@tanstack/react-router';
import { TicketDashboardPage } from '../../areas/support/TicketDashboardPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/ticket-dashboard')({
  staticData: { page: pageOf('org-module', 'ticket-dashboard') },
  component: TicketDashboardPage,
});
