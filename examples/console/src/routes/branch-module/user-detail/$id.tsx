import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../areas/iam/UserDetailPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/branch-module/user-detail/$id')({
  staticData: { page: pageOf('branch-module', 'user-detail/$id') },
  component: UserDetailPage,
});
