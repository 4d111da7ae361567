import { describe, expect, it } from 'vitest';
import { isTrustedUrl, resolveRequestUrl } from './isTrustedUrl';

const policy = {
  apiBase: 'https://api.example.com/admin',
  trustedOrigins: ['https://console.example.com', 'https://files.partner.example'],
  isExcluded: (url: URL) =>
    url.href.startsWith('https://api.example.com/admin/realms/console/protocol/openid-connect/token'),
};

describe('isTrustedUrl', () => {
  it.each([
    'https://api.example.com/admin',
    'https://api.example.com/admin/users/info',
    'https://api.example.com/admin/workspace/project?orgId=1',
    'https://API.EXAMPLE.COM:443/admin/users',
    'https://api.example.com/other/whitelist/x',
    'https://console.example.com/whitelist/avatar.png',
    'https://files.partner.example/a/whitelist/b',
  ])('sends the bearer to %s', (url) => {
    expect(isTrustedUrl(url, policy)).toBe(true);
  });

  it.each([
    'https://evil.example/whitelist/x',
    'https://api.example.com.evil.example/',
    'https://api.example.com.evil.example/admin/users',
    'https://api.example.com@evil.example/',
    'https://api.example.com@evil.example/admin',
    'https://user:pass@api.example.com/admin/users',
    'http://api.example.com/admin/users',
    'https://api.example.com:8443/admin/users',
    'https://api.example.com/administrator',
    'https://api.example.com/admin/../secret',
    'https://api.example.com/whitelisted/x',
    'https://evil.example/?u=https://api.example.com/admin',
    'https://evil.example/https://api.example.com/admin/x',
    'ftp://api.example.com/admin',
    'javascript:alert(1)',
    'not a url',
    'https://api.example.com/admin/realms/console/protocol/openid-connect/token',
  ])('withholds the bearer from %s', (url) => {
    expect(isTrustedUrl(url, policy)).toBe(false);
  });

  it('withholds it from a protocol-relative //evil.example/x once resolved', () => {
    expect(isTrustedUrl(resolveRequestUrl('//evil.example/x', policy.apiBase), policy)).toBe(false);
  });

  it('trusts every path when the base has none', () => {
    expect(
      isTrustedUrl('https://api.example.com/users', { apiBase: 'https://api.example.com', trustedOrigins: [] }),
    ).toBe(true);
  });
});

describe('resolveRequestUrl', () => {
  it.each([
    ['/users/info', 'https://api.example.com/admin/users/info'],
    ['users/info', 'https://api.example.com/admin/users/info'],
    ['https://other.example/x', 'https://other.example/x'],
    ['//evil.example/x', 'https://evil.example/x'],
  ])('resolves %s', (request, expected) => {
    expect(resolveRequestUrl(request, 'https://api.example.com/admin/')).toBe(expected);
  });
});
