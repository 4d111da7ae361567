import { createFileRoute } from '@tanstack/react-router';
import { CapacityPage } from '../../areas/capacity/CapacityPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/super-admin/capacity')({
  staticData: { page: pageOf('super-admin', 'capacity') },
  component: CapacityPage,
});
