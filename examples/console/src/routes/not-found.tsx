import { createFileRoute } from '@tanstack/react-router';
import { publicGuard } from '../shell/guards';
import { NotFoundScreen } from '../shell/NotFoundScreen';

export const Route = createFileRoute('/not-found')({
  beforeLoad: ({ context, location }) => publicGuard(context, location.pathname),
  component: NotFoundScreen,
});
