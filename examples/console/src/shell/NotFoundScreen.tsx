import { useConsoleMessages } from '../i18n/language';
import { RouterLink } from './RouterLink';
import { Screen } from './Screen';

/** Shown at /not-found and for any unknown path. */
export function NotFoundScreen() {
  const t = useConsoleMessages().screens;
  return (
    <Screen title={t.notFoundTitle} heading={t.notFoundHeading}>
      <p className="text-muted-fg">{t.notFoundText}</p>
      <RouterLink to="/" className="text-accent-text underline">
        {t.goToStartPage}
      </RouterLink>
    </Screen>
  );
}
