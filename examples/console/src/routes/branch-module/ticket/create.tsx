import { createFileRoute } from '@tanstack/react-router';
import { TicketCreatePage } from '../../../areas/support/TicketCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/branch-module/ticket/create')({
  staticData: { page: pageOf('branch-module', 'ticket/create') },
  component: TicketCreatePage,
});
