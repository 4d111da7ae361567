import { createFileRoute } from '@tanstack/react-router';
import { BranchCreatePage } from '../../../areas/branches/BranchCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/org-module/branch/create')({
  staticData: { page: pageOf('org-module', 'branch/create') },
  component: BranchCreatePage,
});
