import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/triton-inference/')({
  staticData: { page: pageOf('project-module', 'triton-inference') },
  component: ComingSoonPage,
});
