import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../areas/support/TicketsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/tickets')({
  staticData: { page: pageOf('org-module', 'tickets') },
  component: TicketsPage,
});
