import { createFileRoute } from '@tanstack/react-router';
import { CapacityPage } from '../../areas/capacity/CapacityPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/branch-module/capacity')({
  staticData: { page: pageOf('branch-module', 'capacity') },
  component: CapacityPage,
});
