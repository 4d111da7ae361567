import { useLanguage } from './i18n/language';

/** The portal's own signed-out page: the SDK shows it through `RequireAuth`'s fallback and never redirects. */
export function SignInScreen({ error, onSignIn }: { error?: string | undefined; onSignIn: () => void }) {
  const { portal: t } = useLanguage();
  return (
    <main className="portal-signin">
      <h1>Northwind {t.brand}</h1>
      <p>{t.signInLead}</p>
      {error ? (
        <p className="portal-alert" role="alert">
          {t.signInFailed({ error })}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onSignIn}>
        {t.signIn}
      </button>
    </main>
  );
}
