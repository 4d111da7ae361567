import { createFileRoute } from '@tanstack/react-router';
import { BranchDetailPage } from '../../../areas/branches/BranchDetailPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/org-module/branch/$id')({
  staticData: { page: pageOf('org-module', 'branch/$id') },
  component: BranchDetailPage,
});
