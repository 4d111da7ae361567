import { createFileRoute } from '@tanstack/react-router';
import { TicketCreatePage } from '../../../areas/support/TicketCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/org-module/ticket/create')({
  staticData: { page: pageOf('org-module', 'ticket/create') },
  component: TicketCreatePage,
});
