import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/branch/$id')({
  staticData: { page: pageOf('branch-module', 'branch/$id') },
  component: ComingSoonPage,
});
