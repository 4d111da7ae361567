import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';
import { jupyterGuard } from '../../../../shell/guards';

export const Route = createFileRoute('/project-module/jupyter-notebook/update/$id')({
  staticData: { page: pageOf('project-module', 'jupyter-notebook/update/$id') },
  beforeLoad: ({ context }) => jupyterGuard(context),
  component: ComingSoonPage,
});
