import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '../../areas/organizations/OrganizationsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/organizations')({
  staticData: { page: pageOf('super-admin', 'organizations') },
  component: OrganizationsPage,
});
