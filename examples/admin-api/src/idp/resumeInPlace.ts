/**
 * The sign-in form's answer is the authorization request's resumption itself, not a redirect to it. The provider's
 * own flow answers the form with a redirect to `{issuer}/protocol/openid-connect/auth/{uid}` (the resume endpoint),
 * whose answer is the redirect to the app's callback with the code: one browser round trip, and one navigation,
 * between the form and the callback. Here the form's request is handed to the provider as that resume request
 * (same socket, same cookies, GET, no body), so the form's answer is the resume's answer: the callback redirect with
 * the code and state, and the session cookie.
 *
 * The resume endpoint checks the browser holds the authorization request's resume cookie, which the browser sends
 * to that endpoint's path only (not to the form's). The form's handler has already checked the browser holds the same
 * request's interaction cookie (signed, its uid the form's uid), the same binding; the resume cookie is added for
 * the provider's check, signed with the provider's own cookie keys. Everything else (the session, the grant, the
 * code, PKCE, state, nonce) is the provider's resume, unchanged.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

/**
 * Returns `resume(req, res, to)`: answers the form's request `req` with the provider's answer to `to` (the
 * interaction's `returnTo`) and returns true, or returns false without answering when `to` is not this provider's
 * resume endpoint (then the caller redirects to it as usual).
 */
export function createResumeInPlace(options: {
  provider: Provider;
  /** The provider's request listener (`provider.callback()`), mounted at `basePath`. */
  callback: (req: IncomingMessage, res: ServerResponse) => unknown;
  issuer: string;
  /** The authorization endpoint's path relative to the issuer (`/protocol/openid-connect/auth`). */
  authorizationRoute: string;
}): (req: IncomingMessage, res: ServerResponse, to: string) => boolean {
  const { provider, callback } = options;
  const issuer = new URL(options.issuer);
  const basePath = issuer.pathname.replace(/\/+$/, '');
  const resumePrefix = `${basePath}${options.authorizationRoute}/`;
  const cookieName = provider.cookieName('resume');

  /** `name=value` pairs of the resume cookie and its signature, as the provider's cookie keys sign them. */
  const signedCookie = (req: IncomingMessage, uid: string): string[] => {
    const scratch = new ServerResponse(req);
    provider.createContext(req, scratch).cookies.set(cookieName, uid, { signed: true, httpOnly: true });
    const lines = scratch.getHeader('set-cookie');
    return [lines ?? []].flat().map((line) => String(line).split(';', 1)[0] ?? '');
  };

  return (req, res, to) => {
    let target: URL;
    try {
      target = new URL(to, issuer);
    } catch {
      return false;
    }
    if (target.origin !== issuer.origin || !target.pathname.startsWith(resumePrefix) || target.search) return false;
    const uid = decodeURIComponent(target.pathname.slice(resumePrefix.length));
    if (!uid || uid.includes('/')) return false;

    const headers = { ...req.headers };
    for (const name of ['content-type', 'content-length', 'transfer-encoding', 'origin']) delete headers[name];
    headers.cookie = [headers.cookie, ...signedCookie(req, uid)].filter(Boolean).join('; ');

    const resume = new IncomingMessage(req.socket);
    resume.method = 'GET';
    resume.url = `${target.pathname.slice(basePath.length)}`;
    resume.headers = headers;
    resume.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
      [value ?? []].flat().flatMap((v) => [name, String(v)]),
    );
    resume.httpVersion = req.httpVersion;
    resume.httpVersionMajor = req.httpVersionMajor;
    resume.httpVersionMinor = req.httpVersionMinor;
    // No body, and whole: ending it must not count as an aborted request.
    resume.complete = true;
    resume.push(null);
    // oidc-provider resolves its routes relative to its mount point and reads the prefix from originalUrl.
    Object.assign(resume, { originalUrl: target.pathname });
    callback(resume, res);
    return true;
  };
}
