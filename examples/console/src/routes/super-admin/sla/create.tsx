import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/sla/create')({
  staticData: { page: pageOf('super-admin', 'sla/create') },
  component: ComingSoonPage,
});
