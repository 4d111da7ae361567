import { Link } from '@tanstack/react-router';
import { Screen } from './Screen';

/** Shown at /not-found and for any unknown path. */
export function NotFoundScreen() {
  return (
    <Screen title="Not Found" heading="Page not found">
      <p className="text-slate-700">There is no page at this address.</p>
      <Link to="/" className="text-blue-800 underline">
        Go to the start page
      </Link>
    </Screen>
  );
}
