import { createFileRoute } from '@tanstack/react-router';
import { DeploymentFormPage } from '../../../areas/inferencing/DeploymentFormPage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/project-module/triton-inference/create')({
  staticData: { page: pageOf('project-module', 'triton-inference/create') },
  validateSearch: (search: Record<string, unknown>): { modelId?: number } => {
    const modelId = Number(search.modelId);
    return Number.isSafeInteger(modelId) && modelId > 0 ? { modelId } : {};
  },
  component: () => <DeploymentFormPage mode="create" />,
});
