import { describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

describe('securityHeaders', () => {
  const headers = securityHeaders({ api: 'http://localhost:8080/', issuer: 'http://localhost:8081/realms/console' });
  const csp = Object.fromEntries(
    headers['Content-Security-Policy']?.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]) ?? [],
  );

  it('lets scripts run only from the console and talk only to the API and the identity provider', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:8080', 'http://localhost:8081']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('forbids framing, sniffing and leaking the address in the referrer', () => {
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
  });
});
