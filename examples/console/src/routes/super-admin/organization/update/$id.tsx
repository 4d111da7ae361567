import { createFileRoute } from '@tanstack/react-router';
import { OrganizationUpdatePage } from '../../../../areas/organizations/OrganizationUpdatePage';
import { pageOf } from '../../../../modules';

export const Route = createFileRoute('/super-admin/organization/update/$id')({
  staticData: { page: pageOf('super-admin', 'organization/update/$id') },
  component: OrganizationUpdatePage,
});
