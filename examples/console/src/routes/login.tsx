import { createFileRoute } from '@tanstack/react-router';
import { publicGuard } from '../shell/guards';
import { NotAuthenticatedScreen } from '../shell/NotAuthenticatedScreen';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context, location }) => publicGuard(context, location.pathname),
  component: () => <NotAuthenticatedScreen title="Not Authenticated" />,
});
