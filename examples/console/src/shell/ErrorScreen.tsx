import { useConsoleMessages } from '../i18n/language';
import { RouterLink } from './RouterLink';
import { Screen } from './Screen';

/** Shown when a route fails to load (e.g. the identity provider or the admin API cannot be reached). */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useConsoleMessages().screens;
  return (
    <Screen title={t.errorTitle} heading={t.errorHeading}>
      <p role="alert" className="text-danger">
        {error instanceof Error ? error.message : String(error)}
      </p>
      <RouterLink to="/" reloadDocument className="text-accent-text underline">
        {t.startAgain}
      </RouterLink>
    </Screen>
  );
}
