import { ConsoleError, ErrorCode } from './consoleError';

/** Message used when a response carries none. */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export const isBag = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Runs `convert` on `error`; if reading `error` throws (a hostile getter), an unknown-error ConsoleError instead. */
export function convertSafely(convert: (error: unknown) => ConsoleError, error: unknown): ConsoleError {
  try {
    return convert(error);
  } catch {
    return new ConsoleError({ status: 0, reason: 'Error', message: DEFAULT_ERROR_MESSAGE, code: ErrorCode.Unknown });
  }
}

/**
 * A request that got no response (a fetch TypeError, a timeout, an abort, a scheme fetch refuses) as a
 * {@link ConsoleError}. Split from `normalizeError` so the sign-in path, whose token requests can only fail
 * this way before a response, does not carry the response parsing. Never throws.
 */
export const transportError = (error: unknown): ConsoleError => convertSafely(fromTransportError, error);

function fromTransportError(error: unknown): ConsoleError {
  const cause = isBag(error) && 'cause' in error ? error.cause : undefined;
  const names = [nameOf(error), nameOf(cause)];
  if (names.includes('TimeoutError')) {
    return noResponse('Timeout', 'The request timed out', ErrorCode.Timeout);
  }
  if (names.includes('AbortError')) {
    return noResponse('Cancelled', 'The request was cancelled', ErrorCode.Cancelled);
  }
  if (hasUnsupportedProtocol(error)) {
    return noResponse('Unsupported Protocol', 'Unsupported protocol', ErrorCode.UnsupportedProtocol);
  }
  if (error instanceof TypeError || names.includes('FetchError')) {
    return noResponse('Network Error', 'Could not connect to the server', ErrorCode.Network);
  }
  return new ConsoleError({
    status: 0,
    reason: 'Error',
    message: error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGE,
    code: ErrorCode.Unknown,
  });
}

function noResponse(reason: string, message: string, code: ConsoleError['code']): ConsoleError {
  return new ConsoleError({ status: 0, reason, message, code });
}

function hasUnsupportedProtocol(error: unknown): boolean {
  if (!isBag(error)) return false;
  const request = error.request;
  const url = typeof request === 'string' ? request : isBag(request) ? request.url : undefined;
  if (typeof url === 'string') {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    if (scheme && scheme !== 'http' && scheme !== 'https') return true;
  }
  const texts = [error, error.cause].map((e) => (isBag(e) && typeof e.message === 'string' ? e.message : ''));
  return texts.some((t) => /unsupported protocol|scheme must be|unknown scheme|not supported/i.test(t));
}

function nameOf(value: unknown): string | undefined {
  return isBag(value) && typeof value.name === 'string' ? value.name : undefined;
}
