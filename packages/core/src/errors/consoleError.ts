/** Stable machine-readable error codes carried by every {@link ConsoleError}. */
export const ErrorCode = {
  /** The server answered with an error status. */
  Http: 'http_error',
  /** No response: the server could not be reached. */
  Network: 'network_error',
  /** The request took longer than the timeout. */
  Timeout: 'timeout',
  /** The URL's scheme is not http or https. */
  UnsupportedProtocol: 'unsupported_protocol',
  /** The caller aborted the request. */
  Cancelled: 'cancelled',
  /** Code exchange without a stored code verifier. */
  NoCodeVerifier: 'no_code_verifier',
  /** Refresh without a stored refresh token. */
  NoRefreshToken: 'no_refresh_token',
  /** The token endpoint's answer lacks one of the three tokens. */
  InvalidTokenResponse: 'invalid_token_response',
  /** The token endpoint refused the grant (e.g. `invalid_grant`). */
  GrantRefused: 'grant_refused',
  /** The callback's `state` is missing, different or already used. */
  InvalidState: 'invalid_state',
  /** The identity provider redirected back with `error=`. */
  AuthorizationFailed: 'authorization_failed',
  /** The ID token failed a claim check (iss, aud, exp, nonce). */
  InvalidIdToken: 'invalid_id_token',
  /** The identity provider's discovery document could not be read. */
  DiscoveryFailed: 'discovery_failed',
  /** Anything else. */
  Unknown: 'unknown',
} as const;

/** One of the {@link ErrorCode} values. */
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Fields of a {@link ConsoleError}. */
export interface ConsoleErrorInit {
  status: number;
  reason: string;
  message: string;
  errors?: unknown;
  code: ErrorCodeValue;
  /** How long the server asked to wait before trying again (its `Retry-After`), in seconds. */
  retryAfterSeconds?: number | undefined;
}

/** The one error type core throws: `{ status, reason, message, errors }` plus a stable `code`. */
export class ConsoleError extends Error {
  override readonly name = 'ConsoleError';
  /** HTTP status, or 0 when there was no response. */
  readonly status: number;
  /** HTTP status text, or a short reason such as "Network Error". */
  readonly reason: string;
  /** The server's `details`, untouched (validation errors keyed by field). */
  readonly errors: unknown;
  /** Stable code for programmatic checks; see {@link ErrorCode}. */
  readonly code: ErrorCodeValue;
  /**
   * Seconds the server asked to wait before trying again (`Retry-After` on a 429 or 503, as delta-seconds
   * or an HTTP-date counted from when the answer arrived); undefined when it did not say.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ConsoleErrorInit) {
    super(init.message);
    this.status = init.status;
    this.reason = init.reason;
    this.errors = init.errors;
    this.code = init.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** A plain object for logging and serialisation (`retryAfterSeconds` only when the server said). */
  toJSON(): ConsoleErrorInit {
    const { status, reason, message, errors, code, retryAfterSeconds } = this;
    return { status, reason, message, errors, code, retryAfterSeconds };
  }
}

/** Whether `value` is a {@link ConsoleError} (also across bundle copies). */
export function isConsoleError(value: unknown): value is ConsoleError {
  return (
    value instanceof ConsoleError ||
    (value instanceof Error &&
      value.name === 'ConsoleError' &&
      typeof (value as Partial<ConsoleError>).code === 'string' &&
      typeof (value as Partial<ConsoleError>).status === 'number')
  );
}
