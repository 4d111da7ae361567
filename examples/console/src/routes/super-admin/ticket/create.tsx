import { createFileRoute } from '@tanstack/react-router';
import { TicketCreatePage } from '../../../areas/support/TicketCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/super-admin/ticket/create')({
  staticData: { page: pageOf('super-admin', 'ticket/create') },
  component: TicketCreatePage,
});
