import { createFileRoute } from '@tanstack/react-router';
import { QuotaRequestsPage } from '../../areas/capacity/QuotaRequestsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/quota-requests')({
  staticData: { page: pageOf('branch-module', 'quota-requests') },
  component: QuotaRequestsPage,
});
