import { createFileRoute } from '@tanstack/react-router';
import { SlaCreatePage } from '../../../areas/support/SlaCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/super-admin/sla/create')({
  staticData: { page: pageOf('super-admin', 'sla/create') },
  component: SlaCreatePage,
});
