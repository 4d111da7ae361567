import { Link } from '@tanstack/react-router';
import { Screen } from './Screen';

/** Shown when a route fails to load (e.g. the identity provider or the admin API cannot be reached). */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <Screen title="Error" heading="Something went wrong">
      <p role="alert" className="text-danger">
        {error instanceof Error ? error.message : String(error)}
      </p>
      <Link to="/" reloadDocument className="text-accent-text underline">
        Start again
      </Link>
    </Screen>
  );
}
