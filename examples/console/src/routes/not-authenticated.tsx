import { createFileRoute } from '@tanstack/react-router';
import { useConsoleMessages } from '../i18n/language';
import { publicGuard } from '../shell/guards';
import { NotAuthenticatedScreen } from '../shell/NotAuthenticatedScreen';

export const Route = createFileRoute('/not-authenticated')({
  beforeLoad: ({ context, location }) => publicGuard(context, location.pathname),
  component: NotAuthenticated,
});

function NotAuthenticated() {
  return <NotAuthenticatedScreen title={useConsoleMessages().screens.notAuthenticatedTitle} />;
}
