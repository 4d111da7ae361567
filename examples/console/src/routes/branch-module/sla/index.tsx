import { createFileRoute } from '@tanstack/react-router';
import { SlaListPage } from '../../../areas/support/SlaListPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/branch-module/sla/')({
  staticData: { page: pageOf('branch-module', 'sla') },
  component: SlaListPage,
});
