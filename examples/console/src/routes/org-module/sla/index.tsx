import { createFileRoute } from '@tanstack/react-router';
import { SlaListPage } from '../../../areas/support/SlaListPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/org-module/sla/')({
  staticData: { page: pageOf('org-module', 'sla') },
  component: SlaListPage,
});
