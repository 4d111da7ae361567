/** SQLSTATE classes and codes that mean "the database cannot serve now", not "the query is wrong". */
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300|53400|55P03)$/;

/** Node and node-postgres failures of the connection itself. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|connection is insecure|terminating connection/i;

/**
 * True when `error` (or what it wraps: drizzle puts the driver's error in `cause`) says the database is
 * down or unreachable: the request may succeed when it is back, so it deserves a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || CONNECTION_CODES.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    const next = (e as { cause?: unknown }).cause;
    // An AggregateError (connecting to every address of localhost failed) holds its reasons in `errors`.
    e = next ?? (e as { errors?: unknown[] }).errors?.[0];
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
