import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../modules';
import { ComingSoonPage } from '../../../pages/ComingSoonPage';
import { jupyterGuard } from '../../../shell/guards';

export const Route = createFileRoute('/project-module/jupyter-notebook/create')({
  staticData: { page: pageOf('project-module', 'jupyter-notebook/create') },
  beforeLoad: ({ context }) => jupyterGuard(context),
  component: ComingSoonPage,
});
