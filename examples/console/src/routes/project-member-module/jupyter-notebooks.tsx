import { createFileRoute } from '@tanstack/react-router';
import { NotebooksPage } from '../../areas/notebooks/NotebooksPage';
import { pageOf } from '../../modules';
import { jupyterGuard } from '../../shell/guards';

export const Route = createFileRoute('/project-member-module/jupyter-notebooks')({
  staticData: { page: pageOf('project-member-module', 'jupyter-notebooks') },
  beforeLoad: ({ context }) => jupyterGuard(context),
  component: NotebooksPage,
});
