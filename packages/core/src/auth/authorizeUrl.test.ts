import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, buildLogoutUrl, stripAuthParams } from './authorizeUrl';

describe('buildAuthorizeUrl', () => {
  it('asks for a code with PKCE S256, state and nonce', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authorizationEndpoint: 'https://idp.example/realms/console/protocol/openid-connect/auth',
        clientId: 'frontend-client',
        redirectUri: 'https://app.example/callback',
        codeChallenge: 'challenge',
        state: 'st',
        nonce: 'no',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example/realms/console/protocol/openid-connect/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'frontend-client',
      redirect_uri: 'https://app.example/callback',
      scope: 'openid',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      state: 'st',
      nonce: 'no',
    });
  });

  it('builds the logout URL with post_logout_redirect_uri and id_token_hint', () => {
    const url = new URL(
      buildLogoutUrl({
        logoutEndpoint: 'https://idp.example/logout',
        postLogoutRedirectUri: 'https://app.example',
        idTokenHint: 'id.token',
        clientId: 'frontend-client',
      }),
    );
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('https://app.example');
    expect(url.searchParams.get('id_token_hint')).toBe('id.token');
  });

  it('strips code, state and the provider parameters from the callback URL, keeping the rest', () => {
    const url = new URL('https://app.example/callback?code=c&state=s&session_state=x&iss=i&keep=1#frag');
    expect(stripAuthParams(url)).toBe('/callback?keep=1#frag');
    expect(stripAuthParams(new URL('https://app.example/callback?error=access_denied&error_description=no'))).toBe(
      '/callback',
    );
  });
});
