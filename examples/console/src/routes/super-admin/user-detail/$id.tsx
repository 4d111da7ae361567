import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../areas/iam/UserDetailPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/super-admin/user-detail/$id')({
  staticData: { page: pageOf('super-admin', 'user-detail/$id') },
  component: UserDetailPage,
});
