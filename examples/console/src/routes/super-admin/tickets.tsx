import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/tickets')({
  staticData: { page: pageOf('super-admin', 'tickets') },
  component: ComingSoonPage,
});
