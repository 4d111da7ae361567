import { safeReturnPath } from '@console/core';
import { resolveLanding } from '@console/react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useConsoleMessages } from '../i18n/language';
import { ErrorScreen } from '../shell/ErrorScreen';
import { callbackResult } from '../shell/earlyCallback';
import { warmLanding } from '../shell/landingWarmup';
import { Spinner } from '../shell/Spinner';

// The sign-in redirect target always proceeds: exchange the code, select the landing context, then go
// to the page sign-in started from (same origin only) or to the landing path.
export const Route = createFileRoute('/callback')({
  beforeLoad: async ({ context }) => {
    const { returnTo } = await callbackResult(context.auth, window.location.href);
    // The session's first requests are out (main.tsx, as the tokens came in), and the landings' code is in the cache
    // (the sign-in screen fetched it: shell/landingCodePrefetch.ts): the landing's code and data load once it is known.
    const landing = await resolveLanding(context);
    const back = safeReturnPath(returnTo, window.location.origin, landing);
    const target = back === '/' ? landing : back;
    warmLanding(target);
    throw redirect({ href: target, replace: true });
  },
  pendingComponent: SigningIn,
  errorComponent: ErrorScreen,
});

function SigningIn() {
  return <Spinner label={useConsoleMessages().shell.signingIn} />;
}
