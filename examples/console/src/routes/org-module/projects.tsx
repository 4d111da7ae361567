import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../../areas/projects/ProjectsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/projects')({
  staticData: { page: pageOf('org-module', 'projects') },
  component: ProjectsPage,
});
