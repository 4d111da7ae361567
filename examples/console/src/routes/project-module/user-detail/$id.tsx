import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../../areas/iam/UserDetailPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-module/user-detail/$id')({
  staticData: { page: pageOf('project-module', 'user-detail/$id') },
  component: UserDetailPage,
});
