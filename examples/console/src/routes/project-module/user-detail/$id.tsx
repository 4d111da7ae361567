import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/user-detail/$id')({
  staticData: { page: pageOf('project-module', 'user-detail/$id') },
  component: ComingSoonPage,
});
