import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/sla/')({
  staticData: { page: pageOf('project-module', 'sla') },
  component: ComingSoonPage,
});
