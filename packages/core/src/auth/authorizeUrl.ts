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

export { buildLogoutUrl, type LogoutUrlParams, stripAuthParams } from './logoutUrl';
