import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/cluster-overview')({
  staticData: { page: pageOf('org-module', 'cluster-overview') },
  component: ComingSoonPage,
});
