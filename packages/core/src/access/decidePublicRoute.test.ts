import { describe, expect, it } from 'vitest';
import { decidePublicRoute, isPublicRoute } from './decidePublicRoute';

const base = '/org-module/branches';
const go = { allow: false, redirect: base };
const stay = { allow: true };

describe('decidePublicRoute', () => {
  it.each([
    ['/callback?code=x&state=y', true, stay],
    ['/callback?code=x&state=y', false, stay],
    ['/', true, go],
    ['/', false, go],
    ['', true, go],
    ['/login', true, go],
    ['/login', false, stay],
    ['/not-authenticated', true, go],
    ['/not-authenticated/', true, go],
    ['/not-found', true, go],
    ['/not-found', false, stay],
    ['/forbidden', true, stay],
    ['/org-module/branches', true, stay],
  ])('%s (authenticated %s)', (path, authenticated, expected) => {
    expect(decidePublicRoute(path, authenticated, base)).toEqual(expected);
  });

  it('knows the public routes, and that /forbidden is not one', () => {
    expect(['/callback', '/login', '/not-authenticated', '/not-found'].every(isPublicRoute)).toBe(true);
    expect(isPublicRoute('/forbidden')).toBe(false);
    expect(isPublicRoute('/login-x')).toBe(false);
  });
});
