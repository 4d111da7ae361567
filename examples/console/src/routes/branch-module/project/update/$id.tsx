import { createFileRoute } from '@tanstack/react-router';
import { ProjectUpdatePage } from '../../../../areas/projects/ProjectUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/branch-module/project/update/$id')({
  staticData: { page: pageOf('branch-module', 'project/update/$id') },
  component: ProjectUpdatePage,
});
