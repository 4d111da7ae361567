// The URLs a running session needs (signing out, cleaning the callback's address); building the sign-in request
// (authorizeUrl.ts) is needed only when a sign-in starts, and loads with it.

/** Inputs of RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0 section 2). */
export interface LogoutUrlParams {
  logoutEndpoint: string;
  postLogoutRedirectUri: string;
  idTokenHint?: string | undefined;
  clientId: string;
}

/** The provider logout URL with `post_logout_redirect_uri` and `id_token_hint`. */
export function buildLogoutUrl(params: LogoutUrlParams): string {
  const url = new URL(params.logoutEndpoint);
  url.searchParams.set('post_logout_redirect_uri', params.postLogoutRedirectUri);
  if (params.idTokenHint) url.searchParams.set('id_token_hint', params.idTokenHint);
  url.searchParams.set('client_id', params.clientId);
  return url.toString();
}

/** Parameters the provider adds to the callback URL; they must not stay in the history. */
const AUTH_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'];

/** The callback URL as a same-origin path without `code`, `state` and the provider's other parameters. */
export function stripAuthParams(url: URL): string {
  const clean = new URL(url);
  for (const name of AUTH_PARAMS) clean.searchParams.delete(name);
  return clean.pathname + clean.search + clean.hash;
}
