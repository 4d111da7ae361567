import { createFileRoute } from '@tanstack/react-router';
import { ProjectUpdatePage } from '../../../../areas/projects/ProjectUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/super-admin/project/update/$id')({
  staticData: { page: pageOf('super-admin', 'project/update/$id') },
  component: ProjectUpdatePage,
});
