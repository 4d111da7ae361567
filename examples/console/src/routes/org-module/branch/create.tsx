import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/branch/create')({
  staticData: { page: pageOf('org-module', 'branch/create') },
  component: ComingSoonPage,
});
