import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/project/create')({
  staticData: { page: pageOf('org-module', 'project/create') },
  component: ComingSoonPage,
});
