import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/sla/')({
  staticData: { page: pageOf('org-module', 'sla') },
  component: ComingSoonPage,
});
