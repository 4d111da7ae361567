import { createFileRoute } from '@tanstack/react-router';
import { TicketDashboardPage } from '../../areas/support/TicketDashboardPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/ticket-dashboard')({
  staticData: { page: pageOf('branch-module', 'ticket-dashboard') },
  component: TicketDashboardPage,
});
