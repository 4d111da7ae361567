import { createFileRoute } from '@tanstack/react-router';
import { BranchUpdatePage } from '../../../../areas/branches/BranchUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/branch-module/branch/update/$id')({
  staticData: { page: pageOf('branch-module', 'branch/update/$id') },
  component: BranchUpdatePage,
});
