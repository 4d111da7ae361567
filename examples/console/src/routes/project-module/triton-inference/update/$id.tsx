import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/triton-inference/update/$id')({
  staticData: { page: pageOf('project-module', 'triton-inference/update/$id') },
  component: ComingSoonPage,
});
