// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash, securityHeaders } from './securityHeaders';
import { callbackScript, shellScript, shellTexts, startupScript } from './startupScript';

describe('securityHeaders', () => {
  const callback = callbackScript({
    issuer: 'http://localhost:8081/realms/console',
    clientId: 'frontend-client',
    apiBase: 'http://localhost:8080',
  });
  const headers = securityHeaders({
    api: 'http://localhost:8080/',
    issuer: 'http://localhost:8081/realms/console',
    inlineScripts: [startupScript(), callback, shellScript()],
  });
  const csp = Object.fromEntries(
    headers['Content-Security-Policy']?.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]) ?? [],
  );

  it('lets scripts run only from the console and talk only to the API and the identity provider', () => {
    expect(csp['script-src']).toEqual([
      "'self'",
      scriptHash(startupScript()),
      scriptHash(callback),
      scriptHash(shellScript()),
    ]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:8080', 'http://localhost:8081']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows an inline script only by the hash of its exact text', () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHash(`${startupScript()} `)).not.toBe(scriptHash(startupScript()));
    expect(securityHeaders({ api: 'http://a.test', issuer: 'http://b.test' })['Content-Security-Policy']).toContain(
      "script-src 'self';",
    );
  });

  it('forbids framing, sniffing and leaking the address in the referrer', () => {
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });

  it('is the policy the README tells hosts to send', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const documented = readme.match(/^Content-Security-Policy: (.*)$/m)?.[1];
    expect(documented).toBe(
      contentSecurityPolicy({
        api: 'https://admin.example.com',
        issuer: 'https://sso.example.com',
        inlineScripts: [
          startupScript(),
          callbackScript({
            issuer: 'https://sso.example.com',
            clientId: 'frontend-client',
            apiBase: 'https://admin.example.com',
          }),
          shellScript(),
        ],
      }),
    );
  });

  it('gives the shell script data that cannot close its script element', () => {
    const texts = shellTexts();
    expect(texts).not.toContain('<');
    const data = JSON.parse(texts);
    expect(data.pages['/super-admin/organizations']).toBe('organizations');
    expect(data.languages.de.pages.organizations).toBe('Organisationen');
  });
});
