import { createFileRoute } from '@tanstack/react-router';
import { ProjectCreatePage } from '../../../areas/projects/ProjectCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/branch-module/project/create')({
  staticData: { page: pageOf('branch-module', 'project/create') },
  component: ProjectCreatePage,
});
