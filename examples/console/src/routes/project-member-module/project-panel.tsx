import { createFileRoute } from '@tanstack/react-router';
import { prefetchProjectPanel } from '../../areas/landingQueries';
import { pageOf } from '../../modules';
import { ProjectPanelPage } from '../../pages/ProjectPanelPage';

export const Route = createFileRoute('/project-member-module/project-panel')({
  staticData: { page: pageOf('project-member-module', 'project-panel'), prefetch: prefetchProjectPanel },
  validateSearch: (search: Record<string, unknown>) => ({ active: Number(search.active) || 0 }),
  loader: ({ context }) => prefetchProjectPanel(context),
  component: ProjectPanelPage,
});
