import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/cluster-overview')({
  staticData: { page: pageOf('branch-module', 'cluster-overview') },
  component: ComingSoonPage,
});
