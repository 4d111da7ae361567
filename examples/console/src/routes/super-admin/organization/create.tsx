import { createFileRoute } from '@tanstack/react-router';
import { OrganizationCreatePage } from '../../../areas/organizations/OrganizationCreatePage';
import { pageOf } from '../../../modules';

export const Route = createFileRoute('/super-admin/organization/create')({
  staticData: { page: pageOf('super-admin', 'organization/create') },
  component: OrganizationCreatePage,
});
