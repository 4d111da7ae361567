import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/project/create')({
  staticData: { page: pageOf('branch-module', 'project/create') },
  component: ComingSoonPage,
});
