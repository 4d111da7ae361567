import { createFileRoute } from '@tanstack/react-router';
import { CapacityPage } from '../../areas/capacity/CapacityPage';
import { pageOf } from '../../modules';

export const Route = createFileRoute('/project-member-module/capacity')({
  staticData: { page: pageOf('project-member-module', 'capacity') },
  component: CapacityPage,
});
