import { createFileRoute } from '@tanstack/react-router';
import { TicketCreatePage } from '../../../areas/support/TicketCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-member-module/ticket/create')({
  staticData: { page: pageOf('project-member-module', 'ticket/create') },
  component: TicketCreatePage,
});
