import { createFileRoute } from '@tanstack/react-router';
import { DeploymentFormPage } from '../../../../areas/inferencing/DeploymentFormPage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/project-member-module/triton-inference/update/$id')({
  staticData: { page: pageOf('project-member-module', 'triton-inference/update/$id') },
  component: () => <DeploymentFormPage mode="update" member />,
});
