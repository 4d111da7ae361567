import { createFileRoute } from '@tanstack/react-router';
import { ProjectCreatePage } from '../../../areas/projects/ProjectCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/org-module/project/create')({
  staticData: { page: pageOf('org-module', 'project/create') },
  component: ProjectCreatePage,
});
