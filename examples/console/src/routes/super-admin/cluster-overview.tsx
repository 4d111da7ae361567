import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/super-admin/cluster-overview')({
  staticData: { page: pageOf('super-admin', 'cluster-overview') },
  component: ComingSoonPage,
});
