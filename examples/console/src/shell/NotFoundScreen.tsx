import { Link } from '@tanstack/react-router';
import { Screen } from './Screen';

/** Shown at /not-found and for any unknown path. */
export function NotFoundScreen() {
  return (
    <Screen title="Not Found" heading="Page not found">
      <p className="text-muted-fg">There is no page at this address.</p>
      <Link to="/" className="text-accent-text underline">
        Go to the start page
      </Link>
    </Screen>
  );
}
