import { createFileRoute, Link } from '@tanstack/react-router';
import { authGuard } from '../shell/guards';
import { Screen } from '../shell/Screen';

export const Route = createFileRoute('/forbidden')({
  beforeLoad: ({ context, location }) => authGuard(context, location.href),
  component: Forbidden,
});

function Forbidden() {
  return (
    <Screen title="Forbidden" heading="Access denied">
      <p className="text-muted-fg">
        Your role or the selected organization, branch or project does not allow this page.
      </p>
      <Link to="/" className="text-accent-text underline">
        Go to your start page
      </Link>
    </Screen>
  );
}
