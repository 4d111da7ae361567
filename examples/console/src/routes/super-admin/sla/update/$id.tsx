import { createFileRoute } from '@tanstack/react-router';
import { SlaUpdatePage } from '../../../../areas/support/SlaUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/super-admin/sla/update/$id')({
  staticData: { page: pageOf('super-admin', 'sla/update/$id') },
  component: SlaUpdatePage,
});
