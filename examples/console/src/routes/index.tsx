import { createFileRoute } from '@tanstack/react-router';
import { publicGuard } from '../shell/guards';
import { NotAuthenticatedScreen } from '../shell/NotAuthenticatedScreen';

// The root path leads a signed-in user to their base path (spec section 4); signed out it offers sign-in.
export const Route = createFileRoute('/')({
  beforeLoad: ({ context, location }) => publicGuard(context, location.pathname),
  component: () => <NotAuthenticatedScreen />,
});
