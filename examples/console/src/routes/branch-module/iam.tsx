import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/iam')({
  staticData: { page: pageOf('branch-module', 'iam') },
  component: ComingSoonPage,
});
