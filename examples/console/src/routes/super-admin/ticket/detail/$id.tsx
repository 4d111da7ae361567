import { createFileRoute } from '@tanstack/react-router';
import { TicketDetailPage } from '../../../../areas/support/TicketDetailPage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/super-admin/ticket/detail/$id')({
  staticData: { page: pageOf('super-admin', 'ticket/detail/$id') },
  component: TicketDetailPage,
});
