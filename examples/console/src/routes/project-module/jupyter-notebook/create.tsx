import { createFileRoute } from '@tanstack/react-router';
import { NotebookCreatePage } from '../../../areas/notebooks/NotebookEditPage';
import { pageOf } from '../../../modules';
import { jupyterGuard } from '../../../shell/guards';

export const Route = createFileRoute('/project-module/jupyter-notebook/create')({
  staticData: { page: pageOf('project-module', 'jupyter-notebook/create') },
  beforeLoad: ({ context }) => jupyterGuard(context),
  component: NotebookCreatePage,
});
