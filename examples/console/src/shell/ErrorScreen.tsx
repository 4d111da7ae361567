import { Link } from '@tanstack/react-router';
import { Screen } from './Screen';

/** Shown when a route fails to load (e.g. the identity provider or the admin API cannot be reached). */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Screen title="Error" heading="Something went wrong">
      <p role="alert" className="text-red-800">
        {error instanceof Error ? error.message : String(error)}
      </p>
      <Link to="/" reloadDocument className="text-blue-800 underline">
        Start again
      </Link>
    </Screen>
  );
}
