import { createFileRoute } from '@tanstack/react-router';
import { DeploymentDetailPage } from '../../../areas/inferencing/DeploymentDetailPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-member-module/triton-inference/$id')({
  staticData: { page: pageOf('project-member-module', 'triton-inference/$id') },
  component: () => <DeploymentDetailPage member />,
});
