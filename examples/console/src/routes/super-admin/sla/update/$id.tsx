import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/sla/update/$id')({
  staticData: { page: pageOf('super-admin', 'sla/update/$id') },
  component: ComingSoonPage,
});
