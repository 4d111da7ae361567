import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/consoleError';
import { jsonResponse } from '../testing';
import { resolveOidc } from './oidcEndpoints';

describe('resolveOidc', () => {
  it('reads the discovery document of a Keycloak realm', async () => {
    const issuer = 'http://localhost:8081/realms/console';
    const fetchImpl = vi.fn(async () =>
      jsonResponse({
        issuer,
        authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
        token_endpoint: `${issuer}/protocol/openid-connect/token`,
        end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      }),
    );
    const resolved = await resolveOidc({ issuer: `${issuer}/` }, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(`${issuer}/.well-known/openid-configuration`, expect.anything());
    expect(resolved).toEqual({
      issuer,
      authorization: `${issuer}/protocol/openid-connect/auth`,
      token: `${issuer}/protocol/openid-connect/token`,
      logout: `${issuer}/protocol/openid-connect/logout`,
    });
  });

  it('uses explicit endpoints without a request', async () => {
    const fetchImpl = vi.fn();
    const endpoints = { authorization: 'https://a', token: 'https://t', logout: 'https://l' };
    expect(await resolveOidc({ endpoints }, fetchImpl)).toEqual(endpoints);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fails with a typed error when discovery fails', async () => {
    await expect(
      resolveOidc({ issuer: 'https://idp' }, async () => new Response('', { status: 404 })),
    ).rejects.toMatchObject({
      code: ErrorCode.DiscoveryFailed,
    });
  });
});
