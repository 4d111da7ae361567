import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../modules';
import { ComingSoonPage } from '../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/iam')({
  staticData: { page: pageOf('org-module', 'iam') },
  component: ComingSoonPage,
});
