import { createFileRoute } from '@tanstack/react-router';
import { QuotaRequestsPage } from '../../areas/capacity/QuotaRequestsPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/quota-requests')({
  staticData: { page: pageOf('super-admin', 'quota-requests') },
  component: QuotaRequestsPage,
});
