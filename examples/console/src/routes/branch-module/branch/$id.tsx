import { createFileRoute } from '@tanstack/react-router';
import { BranchDetailPage } from '../../../areas/branches/BranchDetailPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/branch-module/branch/$id')({
  staticData: { page: pageOf('branch-module', 'branch/$id') },
  component: BranchDetailPage,
});
