import { createFileRoute } from '@tanstack/react-router';
import { TicketDashboardPage } from '../../areas/support/TicketDashboardPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/ticket-dashboard')({
  staticData: { page: pageOf('project-module', 'ticket-dashboard') },
  component: TicketDashboardPage,
});
