/** Inputs of the authorization request (RFC 6749 section 4.1.1, RFC 7636 section 4.3, OIDC nonce). */
export interface AuthorizeUrlParams {
  authorizationEndpoint: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  nonce: string;
  scope?: string;
}

/** The URL the browser is sent to for sign-in: code flow, PKCE S256, state and nonce. */
export function buildAuthorizeUrl(params: AuthorizeUrlParams): string {
  const url = new URL(params.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', params.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('scope', params.scope ?? 'openid');
  url.searchParams.set('code_challenge', params.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', params.state);
  url.searchParams.set('nonce', params.nonce);
  return url.toString();
}

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
