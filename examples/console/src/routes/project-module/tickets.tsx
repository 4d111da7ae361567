import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../areas/support/TicketsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/tickets')({
  staticData: { page: pageOf('project-module', 'tickets') },
  component: TicketsPage,
});
