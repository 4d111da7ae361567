import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/project-member-module/ticket/detail/$id')({
  staticData: { page: pageOf('project-member-module', 'ticket/detail/$id') },
  component: ComingSoonPage,
});
