import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ProjectPanelPage } from '../../pages/ProjectPanelPage';

export const Route = createFileRoute('/project-module/project-panel')({
  staticData: { page: pageOf('project-module', 'project-panel') },
  validateSearch: (search: Record<string, unknown>) => ({ active: Number(search.active) || 0 }),
  component: ProjectPanelPage,
});
