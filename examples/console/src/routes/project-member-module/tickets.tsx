import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../areas/support/TicketsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-member-module/tickets')({
  staticData: { page: pageOf('project-member-module', 'tickets') },
  component: TicketsPage,
});
