import { createFileRoute } from '@tanstack/react-router';
import { prefetchOrganizations } from '../../areas/landingQueries';
import { OrganizationsPage } from '../../areas/organizations/OrganizationsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/organizations')({
  staticData: { page: pageOf('super-admin', 'organizations'), prefetch: prefetchOrganizations },
  loader: ({ context }) => prefetchOrganizations(context),
  component: OrganizationsPage,
});
