import { createFileRoute } from '@tanstack/react-router';
import { TicketsPage } from '../../areas/support/TicketsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/tickets')({
  staticData: { page: pageOf('super-admin', 'tickets') },
  component: TicketsPage,
});
