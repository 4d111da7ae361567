import { type $Fetch, createFetch, type FetchOptions, type FetchRequest } from 'ofetch';
import { type ConsoleError, ErrorCode } from '../errors/consoleError';
import { normalizeError } from '../errors/normalizeError';
import { isTrustedUrl, resolveRequestUrl, type TrustPolicy } from './isTrustedUrl';

/** Spec section 9: requests time out after 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** What the HTTP client needs from auth: the token, and the shared refresh. */
export interface TokenSource {
  getAccessToken(): string | undefined;
  refresh(): Promise<void>;
}

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  apiBase: string;
  auth?: TokenSource;
  /** Origins whose `/whitelist/` paths get the bearer, besides the API origin. */
  trustedOrigins?: readonly string[];
  /** URLs that must never get the bearer (the token endpoint). */
  isExcluded?: (url: URL) => boolean;
  fetch?: typeof fetch;
  timeout?: number;
}

/** The admin API client: an ofetch instance plus a success signal (used to retry the event stream early). */
export interface HttpClient {
  /** ofetch with base, JSON, 30 s timeout, no hidden retries, bearer for trusted URLs, refresh on 401. */
  fetch: $Fetch;
  /** Calls `listener` after every successful request. */
  onSuccess(listener: () => void): () => void;
  /** Whether a URL would get the bearer token. */
  isTrusted(url: string): boolean;
}

type Kind = 'data' | 'raw';

/**
 * The HTTP client of spec section 7 with the safer rules of the architecture: the bearer only for
 * trusted parsed URLs; ofetch's own retry off, so the only automatic retry is the one after a successful
 * refresh on 401; every error thrown as a {@link ConsoleError}.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const apiBase = options.apiBase;
  const policy: TrustPolicy = {
    apiBase,
    trustedOrigins: options.trustedOrigins ?? [],
    ...(options.isExcluded ? { isExcluded: options.isExcluded } : {}),
  };
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const inner = createFetch({
    fetch: fetchImpl,
    Headers: globalThis.Headers,
    AbortController: globalThis.AbortController,
  }).create({ timeout, retry: false, headers: { accept: 'application/json' } });
  const successListeners = new Set<() => void>();
  const auth = options.auth;

  const send = async (kind: Kind, target: $Fetch, request: FetchRequest, init: FetchOptions = {}) => {
    const url = typeof request === 'string' ? resolveRequestUrl(request, apiBase) : request.url;
    const trusted = isTrustedUrl(url, policy);
    const attempt = async (token: string | undefined) => {
      const headers = new Headers(init.headers);
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      const next = typeof request === 'string' ? url : request.clone();
      // ofetch drops its timeout when the caller passes a signal (TanStack Query always does): keep both.
      const limit = init.signal ? withTimeout(init.signal, init.timeout ?? timeout) : undefined;
      const opts = { ...init, headers, ...(limit ? { signal: limit.signal } : {}) } as FetchOptions<'json'>;
      try {
        return await (kind === 'raw' ? target.raw(next, opts) : target(next, opts));
      } finally {
        limit?.clear();
      }
    };
    const sent = trusted ? auth?.getAccessToken() : undefined;
    let result: unknown;
    try {
      result = await attempt(sent);
    } catch (error) {
      if (!auth || !trusted || statusOf(error) !== 401) throw normalizeError(error);
      const current = auth.getAccessToken();
      // A token newer than the one sent means someone already refreshed: just retry with it.
      if (!current || current === sent) {
        try {
          await auth.refresh();
        } catch (refreshError) {
          const normalized: ConsoleError = normalizeError(refreshError);
          throw normalized.code === ErrorCode.Network ? normalized : normalizeError(error);
        }
      }
      const fresh = auth.getAccessToken();
      if (!fresh) throw normalizeError(error);
      try {
        result = await attempt(fresh);
      } catch (retryError) {
        throw normalizeError(retryError);
      }
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
    fetch: wrap(inner),
    onSuccess(listener) {
      successListeners.add(listener);
      return () => successListeners.delete(listener);
    },
    isTrusted: (url) => isTrustedUrl(resolveRequestUrl(url, apiBase), policy),
  };
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** A signal that aborts when the caller's does, or with a TimeoutError after `ms`. */
function withTimeout(signal: AbortSignal, ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const timer =
    ms > 0
      ? setTimeout(() => controller.abort(new DOMException('The operation timed out', 'TimeoutError')), ms)
      : undefined;
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}
