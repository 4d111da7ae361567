import { createFileRoute } from '@tanstack/react-router';
import { PredefinedModelsPage } from '../../areas/inferencing/PredefinedModelsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/predefined-models')({
  staticData: { page: pageOf('project-module', 'predefined-models') },
  component: PredefinedModelsPage,
});
