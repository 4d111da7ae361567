import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/user-detail/$id')({
  staticData: { page: pageOf('branch-module', 'user-detail/$id') },
  component: ComingSoonPage,
});
