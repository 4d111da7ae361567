import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/cluster-overview')({
  staticData: { page: pageOf('project-module', 'cluster-overview') },
  component: ComingSoonPage,
});
