import { createFileRoute } from '@tanstack/react-router';
import { QuotaRequestsPage } from '../../areas/capacity/QuotaRequestsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-module/quota-requests')({
  staticData: { page: pageOf('project-module', 'quota-requests') },
  component: QuotaRequestsPage,
});
