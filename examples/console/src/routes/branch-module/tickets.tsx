import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../areas/support/TicketsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/tickets')({
  staticData: { page: pageOf('branch-module', 'tickets') },
  component: TicketsPage,
});
