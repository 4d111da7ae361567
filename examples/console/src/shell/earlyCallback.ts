import type { AuthClient, StartedCodeExchange } from '@console/core';

declare global {
  interface Window {
    /** The code exchange the callback page's inline script sent (src/hosting/callback.js). */
    __consoleCodeExchange?: StartedCodeExchange | undefined;
  }
}

type CallbackResult = ReturnType<AuthClient['handleCallback']>;

let started: { url: string; result: CallbackResult } | undefined;

/**
 * On the sign-in callback the code exchange starts as the entry script runs, not once the router is set up and the
 * callback route's guard runs: the guard then takes this exchange's result ({@link callbackResult}). A failure is
 * shown by that guard, as before. `then` runs once the tokens are in (the session's first requests), with where the
 * sign-in started. When the page's inline script already sent the exchange (`sent`, taken once), core checks and
 * keeps its answer instead of sending another.
 */
export function startCallback(
  auth: Pick<AuthClient, 'handleCallback'>,
  url: string,
  then: (result: Awaited<CallbackResult>) => void,
  sent: StartedCodeExchange | undefined = takeStartedExchange(),
): void {
  const result = auth.handleCallback(url, sent);
  result.then(then, () => {});
  started = { url, result };
}

/** The exchange started for `url` at startup, or a new one (an exchange that settled cannot run again). */
export function callbackResult(auth: Pick<AuthClient, 'handleCallback'>, url: string): CallbackResult {
  return started?.url === url ? started.result : auth.handleCallback(url);
}

/** The exchange the callback page's inline script sent, once (a later callback never reuses it). */
function takeStartedExchange(): StartedCodeExchange | undefined {
  const sent = window.__consoleCodeExchange;
  window.__consoleCodeExchange = undefined;
  return sent;
}
