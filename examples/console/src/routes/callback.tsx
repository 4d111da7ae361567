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
    // The session's first requests are out (main.tsx, as the tokens came in). The landing is not known until the
    // user's info or space is in, but every landing is a module page in the same frame: the frame's code (the module
    // layout and what it imports, the same in all five modules) loads beside them, so only the landing page's own
    // code is left when the landing is known.
    warmLanding('/super-admin');
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
