import { ConsoleError, ErrorCode, isConsoleError } from './consoleError';
import { parseRetryAfter } from './retryAfter';
import { convertSafely, DEFAULT_ERROR_MESSAGE, isBag, transportError } from './transportError';

export { DEFAULT_ERROR_MESSAGE };

const MAX_DEPTH = 32;

/** HTTP/2 responses carry no status text: the usual reason phrases stand in (RFC 9110 section 15). */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Turns anything thrown by a request (ofetch's FetchError, a fetch TypeError, an abort, a plain object)
 * into a {@link ConsoleError} as spec section 8 describes. Never throws, and never copies request
 * options or headers, so a bearer token cannot leak into logs through the error.
 */
export function normalizeError(error: unknown): ConsoleError {
  return convertSafely(toConsoleError, error);
}

function toConsoleError(error: unknown): ConsoleError {
  if (isConsoleError(error)) return error;
  const response = readResponse(error);
  if (response) return fromResponse(response);
  // ofetch wraps what its fetch threw: the authorized fetch's own ConsoleError surfaces unchanged.
  if (isBag(error) && isConsoleError(error.cause)) return error.cause;
  return transportError(error);
}

interface ResponseLike {
  status: number;
  statusText: string;
  data: unknown;
  /** The `Retry-After` header's value, when the answer had one. */
  retryAfter: string | undefined;
}

function readResponse(error: unknown): ResponseLike | undefined {
  if (!isBag(error)) return undefined;
  const response = error.response;
  if (isBag(response) && isHttpStatus(response.status)) {
    const data = 'data' in error && error.data !== undefined ? error.data : (response._data ?? response.data);
    const retryAfter = retryAfterOf(response.headers);
    return { status: response.status, statusText: asString(response.statusText), data, retryAfter };
  }
  // A plain `{ status, data, headers? }` (or a Response) that is not a transport error.
  if (!(error instanceof Error) && isHttpStatus(error.status)) {
    const retryAfter = retryAfterOf(error.headers);
    return { status: error.status, statusText: asString(error.statusText), data: error.data, retryAfter };
  }
  return undefined;
}

/** The `Retry-After` of a `Response` (or anything with a `Headers`-like `get`), if any. */
const retryAfterOf = (headers: unknown): string | undefined =>
  (headers as { get?(name: string): string | null } | undefined)?.get?.('retry-after') ?? undefined;

function fromResponse({ status, statusText, data, retryAfter }: ResponseLike): ConsoleError {
  const body = typeof data === 'string' ? parseJson(data) : data;
  const serverMessage = isBag(body) && typeof body.message === 'string' ? body.message.trim() : '';
  const errors = isBag(body) ? body.details : undefined;
  let message = serverMessage || DEFAULT_ERROR_MESSAGE;
  if (status === 400) {
    const details = collectStrings(errors);
    if (details.length > 0) message = details.map(capitalise).join('\n');
  }
  const reason = statusText || REASONS[status] || `HTTP ${status}`;
  const retryAfterSeconds = parseRetryAfter(retryAfter);
  return new ConsoleError({ status, reason, message, errors, code: ErrorCode.Http, retryAfterSeconds });
}

/** Every non-blank string anywhere in `value` (string, list, nested object), depth first. */
export function collectStrings(value: unknown): string[] {
  const out: string[] = [];
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number) => {
    if (typeof v === 'string') {
      if (v.trim()) out.push(v);
      return;
    }
    if (!isBag(v) || depth > MAX_DEPTH || seen.has(v)) return;
    seen.add(v);
    for (const item of Array.isArray(v) ? v : Object.values(v)) visit(item, depth + 1);
  };
  visit(value, 0);
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

const isHttpStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
