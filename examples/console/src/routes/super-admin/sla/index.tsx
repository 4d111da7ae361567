import { createFileRoute } from '@tanstack/react-router';
import { SlaListPage } from '../../../areas/support/SlaListPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/super-admin/sla/')({
  staticData: { page: pageOf('super-admin', 'sla') },
  component: SlaListPage,
});
