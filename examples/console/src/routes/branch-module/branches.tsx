import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '../../areas/branches/BranchesPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/branches')({
  staticData: { page: pageOf('branch-module', 'branches') },
  component: BranchesPage,
});
