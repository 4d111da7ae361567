import { type $Fetch, createFetch, type FetchOptions, type FetchRequest } from 'ofetch';
import { normalizeError } from '../errors/normalizeError';
import type { ApiFetch } from './apiFetch';
import { type AuthorizedFetch, createAuthorizedFetch, type TokenSource } from './authorizedFetch';
import { resolveRequestUrl } from './isTrustedUrl';

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  apiBase: string;
  auth?: TokenSource;
  /** Origins whose `/whitelist/` paths get the bearer, besides the API origin. */
  trustedOrigins?: readonly string[];
  /** URLs that must never get the bearer (the token endpoint). */
  isExcluded?: (url: URL) => boolean;
  fetch?: typeof fetch;
  /** How long to wait for an answer, in ms (30 s by default). */
  timeout?: number;
}

/** The admin API client: an ofetch instance plus a success signal (used to retry the event stream early). */
export interface HttpClient {
  /** ofetch with base, JSON, 30 s timeout, no hidden retries, bearer for trusted URLs, refresh on 401. */
  fetch: ApiFetch;
  /**
   * The authorized fetch under `fetch`: same bearer, refresh and timeout rules, but it answers the raw
   * `Response` (error statuses included). The live stream connects with it.
   */
  authorizedFetch: AuthorizedFetch;
  /** Calls `listener` after every successful request. */
  onSuccess(listener: () => void): () => void;
  /** Whether a URL would get the bearer token. */
  isTrusted(url: string): boolean;
}

type Kind = 'data' | 'raw';

/**
 * The HTTP client of spec section 7: ofetch (base URL, JSON bodies and answers) over the
 * {@link createAuthorizedFetch authorized fetch}, which owns the bearer, refresh-on-401 and timeout
 * rules. ofetch's own retry is off, so the only automatic retry is the one after a refresh; every
 * error is thrown as a {@link ConsoleError}.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const apiBase = options.apiBase;
  const authorizedFetch = createAuthorizedFetch(options);
  const inner = createFetch({
    fetch: authorizedFetch as typeof fetch,
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  }).create({ retry: false, headers: { accept: 'application/json' } });
  const successListeners = new Set<() => void>();

  const send = async (kind: Kind, target: $Fetch, request: FetchRequest, init: FetchOptions = {}) => {
    const next = typeof request === 'string' ? resolveRequestUrl(request, apiBase) : request;
    let result: unknown;
    try {
      result = await (kind === 'raw' ? target.raw(next, init as FetchOptions<'json'>) : target(next, init));
    } catch (error) {
      throw normalizeError(error);
    }
    for (const listener of [...successListeners]) listener();
    return result;
  };

  const wrap = (target: $Fetch): $Fetch => {
    const wrapped = ((request: FetchRequest, init?: FetchOptions) => send('data', target, request, init)) as $Fetch;
    wrapped.raw = ((request: FetchRequest, init?: FetchOptions) => send('raw', target, request, init)) as $Fetch['raw'];
    wrapped.native = target.native;
    wrapped.create = (defaults, globalOptions) => wrap(target.create(defaults, globalOptions));
    return wrapped;
  };

  return {
    // ofetch's $Fetch is assignable to ApiFetch, which keeps ofetch's declarations out of the published ones.
    fetch: wrap(inner) satisfies ApiFetch,
    authorizedFetch,
    onSuccess(listener) {
      successListeners.add(listener);
      return () => successListeners.delete(listener);
    },
    isTrusted: (url) => authorizedFetch.isTrusted(url),
  };
}
