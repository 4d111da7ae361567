import { createFileRoute, Link } from '@tanstack/react-router';
import { useConsoleMessages } from '../i18n/language';
import { authGuard } from '../shell/guards';
import { Screen } from '../shell/Screen';

export const Route = createFileRoute('/forbidden')({
  beforeLoad: ({ context, location }) => authGuard(context, location.href),
  component: Forbidden,
});

function Forbidden() {
  const t = useConsoleMessages().screens;
  return (
    <Screen title={t.forbiddenTitle} heading={t.forbiddenHeading}>
      <p className="text-muted-fg">{t.forbiddenText}</p>
      <Link to="/" className="text-accent-text underline">
        {t.goToYourStartPage}
      </Link>
    </Screen>
  );
}
