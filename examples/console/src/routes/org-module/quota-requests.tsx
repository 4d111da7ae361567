import { createFileRoute } from '@tanstack/react-router';
import { QuotaRequestsPage } from '../../areas/capacity/QuotaRequestsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/quota-requests')({
  staticData: { page: pageOf('org-module', 'quota-requests') },
  component: QuotaRequestsPage,
});
