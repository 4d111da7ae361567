import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-module/predefined-models')({
  staticData: { page: pageOf('project-module', 'predefined-models') },
  component: ComingSoonPage,
});
