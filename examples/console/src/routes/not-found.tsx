import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../shell/NotFoundScreen';

export const Route = createFileRoute('/not-found')({
  component: NotFoundScreen,
});
