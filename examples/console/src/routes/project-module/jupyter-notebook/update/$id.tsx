import { createFileRoute } from '@tanstack/react-router';
import { NotebookUpdatePage } from '../../../../areas/notebooks/NotebookEditPage';
import { pageOf } from '../../../../modules';
import { jupyterGuard } from '../../../../shell/guards';

export const Route = createFileRoute('/project-module/jupyter-notebook/update/$id')({
  staticData: { page: pageOf('project-module', 'jupyter-notebook/update/$id') },
  beforeLoad: ({ context }) => jupyterGuard(context),
  component: NotebookUpdatePage,
});
