import { createFileRoute } from '@tanstack/react-router';
import { TicketDetailPage } from '../../../../areas/support/TicketDetailPage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/branch-module/ticket/detail/$id')({
  staticData: { page: pageOf('branch-module', 'ticket/detail/$id') },
  component: TicketDetailPage,
});
