import { createFileRoute } from '@tanstack/react-router';
import { CapacityPage } from '../../areas/capacity/CapacityPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/org-module/capacity')({
  staticData: { page: pageOf('org-module', 'capacity') },
  component: CapacityPage,
});
