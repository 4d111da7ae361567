/** The portal's own signed-out page: the SDK shows it through `RequireAuth`'s fallback and never redirects. */
export function SignInScreen({ error, onSignIn }: { error?: string | undefined; onSignIn: () => void }) {
  return (
    <main className="portal-signin">
      <h1>Northwind Partner Hub</h1>
      <p>Your projects, people and model deployments on the Acme platform, in one place.</p>
      {error ? (
        <p className="portal-alert" role="alert">
          Sign-in did not complete: {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onSignIn}>
        Sign in
      </button>
    </main>
  );
}
