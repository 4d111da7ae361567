import { createFileRoute } from '@tanstack/react-router';
import { DeploymentsPage } from '../../../areas/inferencing/DeploymentsPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-member-module/triton-inference/')({
  staticData: { page: pageOf('project-member-module', 'triton-inference') },
  component: () => <DeploymentsPage member />,
});
