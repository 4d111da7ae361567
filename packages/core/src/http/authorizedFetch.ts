import { ConsoleError, ErrorCode } from '../errors/consoleError';
import { normalizeError } from '../errors/normalizeError';
import { isTrustedUrl, resolveRequestUrl, type TrustPolicy } from './isTrustedUrl';
import { withTimeout } from './withTimeout';

/** Spec section 9: requests time out after 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What the authorized fetch needs from auth: the token, and the shared refresh. */
export interface TokenSource {
  getAccessToken(): string | undefined;
  refresh(): Promise<void>;
  /** Asks for the token afresh before each trusted call (a host-supplied session); else `getAccessToken`. */
  resolveAccessToken?(): Promise<string | undefined>;
  /** Called when the retry after a refresh is refused too (a host-supplied session then ends). */
  onRetryRefused?(): void;
}

/** Options of {@link createAuthorizedFetch}. */
export interface AuthorizedFetchOptions {
  /** The admin API base; relative URLs resolve against it. */
  apiBase: string;
  auth?: TokenSource | undefined;
  /** Origins whose `/whitelist/` paths get the bearer, besides the API origin. */
  trustedOrigins?: readonly string[] | undefined;
  /** URLs that must never get the bearer (the token endpoint). */
  isExcluded?: ((url: URL) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
  /** How long to wait for an answer (status and headers), in ms; 30 s by default, 0 for no limit. */
  timeout?: number | undefined;
}

/** `RequestInit` plus a per-request `timeout` (ms until the answer arrives). */
export type AuthorizedRequestInit = RequestInit & { timeout?: number | undefined };

/** A `fetch` that carries the console's auth policy; see {@link createAuthorizedFetch}. */
export interface AuthorizedFetch {
  (input: string | URL | Request, init?: AuthorizedRequestInit): Promise<Response>;
  /** Whether a request to `url` would carry the bearer token. */
  isTrusted(url: string | URL): boolean;
}

/**
 * The one place where a request gets authorized, shared by the HTTP client and the event stream:
 * the bearer goes only to trusted URLs (decided by {@link isTrustedUrl} on the parsed URL, never built
 * by callers); a 401 from a trusted URL leads to one shared refresh (single flight in the tab, Web Lock
 * across tabs) and one retry; the answer must arrive within the timeout; a request that gets no answer
 * throws a normalised {@link ConsoleError}. Any HTTP answer, error statuses included, resolves as the
 * `Response`, so each caller reads its body its own way.
 */
export function createAuthorizedFetch(options: AuthorizedFetchOptions): AuthorizedFetch {
  const { apiBase, auth } = options;
  const policy: TrustPolicy = {
    apiBase,
    trustedOrigins: options.trustedOrigins ?? [],
    ...(options.isExcluded ? { isExcluded: options.isExcluded } : {}),
  };
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeout = options.timeout ?? DEFAULT_TIMEOUT_MS;

  const send = async (request: string | Request, init: AuthorizedRequestInit, token: string | undefined) => {
    const { timeout, ...rest } = init;
    const headers = new Headers(init.headers ?? (isRequest(request) ? request.headers : undefined));
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    const limit = withTimeout(init.signal, timeout ?? defaultTimeout);
    try {
      return await fetchImpl(request, { ...rest, headers, signal: limit.signal });
    } catch (error) {
      throw normalizeError(error);
    } finally {
      limit.stopTimer();
    }
  };

  const authorizedFetch = async (input: string | URL | Request, init: AuthorizedRequestInit = {}) => {
    const url = isRequest(input) ? input.url : resolveRequestUrl(String(input), apiBase);
    const protocol = protocolOf(url);
    if (protocol && protocol !== 'http:' && protocol !== 'https:') {
      throw new ConsoleError({
        status: 0,
        reason: 'Unsupported Protocol',
        message: 'Unsupported protocol',
        code: ErrorCode.UnsupportedProtocol,
      });
    }
    const trusted = auth !== undefined && isTrustedUrl(url, policy);
    // A request body can be read once: keep a copy for the retry after a refresh.
    const request = isRequest(input) ? input : url;
    const spare = trusted && isRequest(input) ? input.clone() : request;
    // A host session is asked afresh; core's own store is read synchronously, as before.
    const sent = !trusted
      ? undefined
      : auth.resolveAccessToken
        ? await auth.resolveAccessToken().catch((error: unknown) => {
            // The host could not give a token (its provider is down): a normalised error, like a failed call.
            throw normalizeError(error);
          })
        : auth.getAccessToken();
    const answer = await send(request, init, sent);
    if (answer.status !== 401 || !trusted) return answer;
    const fresh = await tokenAfterRefusal(auth, sent, answer);
    if (!fresh) return answer;
    discard(answer);
    const retried = await send(spare, init, fresh);
    if (retried.status === 401) auth.onRetryRefused?.();
    return retried;
  };
  return Object.assign(authorizedFetch, {
    isTrusted: (url: string | URL) => isTrustedUrl(resolveRequestUrl(String(url), apiBase), policy),
  });
}

/**
 * The token to retry with after a 401, or undefined to give up and hand the 401 back. A token newer
 * than the one sent means someone already refreshed; otherwise this asks for the shared refresh. A
 * refused refresh hands back the 401 (auth ends the session); a refresh that could not reach the
 * provider throws its network error, since the 401 is not the real story.
 */
async function tokenAfterRefusal(auth: TokenSource, sent: string | undefined, answer: Response) {
  const current = auth.getAccessToken();
  if (!current || current === sent) {
    try {
      await auth.refresh();
    } catch (refreshError) {
      const normalized = normalizeError(refreshError);
      if (normalized.code !== ErrorCode.Network) return undefined;
      discard(answer);
      throw normalized;
    }
  }
  return auth.getAccessToken();
}

function isRequest(value: unknown): value is Request {
  return typeof Request !== 'undefined' && value instanceof Request;
}

function protocolOf(url: string): string {
  try {
    return new URL(url).protocol.toLowerCase();
  } catch {
    return '';
  }
}

/** Lets go of an answer that will not be read. */
function discard(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}
