import { createFileRoute } from '@tanstack/react-router';
import { pageOf } from '../../../../modules';
import { ComingSoonPage } from '../../../../pages/ComingSoonPage';

export const Route = createFileRoute('/branch-module/ticket/detail/$id')({
  staticData: { page: pageOf('branch-module', 'ticket/detail/$id') },
  component: ComingSoonPage,
});
