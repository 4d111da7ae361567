import type { AuthClient } from '@console/core';

type CallbackResult = ReturnType<AuthClient['handleCallback']>;

let started: { url: string; result: CallbackResult } | undefined;

/**
 * On the sign-in callback the code exchange starts as the entry script runs, not once the router is set up and the
 * callback route's guard runs: the guard then takes this exchange's result ({@link callbackResult}). A failure is
 * shown by that guard, as before. `then` runs once the tokens are in (the session's first requests), with where the sign-in started.
 */
export function startCallback(
  auth: Pick<AuthClient, 'handleCallback'>,
  url: string,
  then: (result: Awaited<CallbackResult>) => void,
): void {
  const result = auth.handleCallback(url);
  result.then(then, () => {});
  started = { url, result };
}

/** The exchange started for `url` at startup, or a new one (an exchange that settled cannot run again). */
export function callbackResult(auth: Pick<AuthClient, 'handleCallback'>, url: string): CallbackResult {
  return started?.url === url ? started.result : auth.handleCallback(url);
}
