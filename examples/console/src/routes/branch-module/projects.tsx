import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../../areas/projects/ProjectsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/projects')({
  staticData: { page: pageOf('branch-module', 'projects') },
  component: ProjectsPage,
});
