import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/projects')({
  staticData: { page: pageOf('branch-module', 'projects') },
  component: ComingSoonPage,
});
