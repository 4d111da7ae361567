import { createFileRoute } from '@tanstack/react-router';
import { OrganizationUpdatePage } from '../../../../areas/organizations/OrganizationUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/org-module/organization/update/$id')({
  staticData: { page: pageOf('org-module', 'organization/update/$id') },
  component: OrganizationUpdatePage,
});
