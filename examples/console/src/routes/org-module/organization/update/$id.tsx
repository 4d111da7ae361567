import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/org-module/organization/update/$id')({
  staticData: { page: pageOf('org-module', 'organization/update/$id') },
  component: ComingSoonPage,
});
