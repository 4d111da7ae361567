import { createFileRoute } from '@tanstack/react-router';
import { TicketDashboardPage } from '../../areas/support/TicketDashboardPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/ticket-dashboard')({
  staticData: { page: pageOf('super-admin', 'ticket-dashboard') },
  component: TicketDashboardPage,
});
