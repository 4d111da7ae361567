import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

/** Error details as the contract defines them: a string, a list, or strings keyed by field. */
export type ErrorDetails = string | string[] | Record<string, string | string[]>;

/** An error the API answers with `{ message, details }`, the given status and any extra headers (`Retry-After`). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 404 for a missing resource, named for the reader. */
export const notFound = (what: string) => new ApiError(404, `${what} not found`);

/** 409 for a conflict with existing data; `details` names the field that conflicts, when one does. */
export const conflict = (message: string, details?: Record<string, string>) => new ApiError(409, message, details);

/** 400 with details keyed by field (dotted path for nested fields). */
export const invalid = (details: Record<string, string | string[]>) => new ApiError(400, 'Validation failed', details);

/**
 * Turns zod issues into `details` keyed by dotted field path; unknown keys are reported under their own
 * name. Keys come from the request, so they go through a Map: `__proto__` or `constructor` must never
 * index a plain object.
 */
export function zodDetails(error: ZodError): Record<string, string[]> {
  const details = new Map<string, string[]>();
  const add = (key: string, message: string) => details.set(key, [...(details.get(key) ?? []), message]);
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Unknown field');
    } else {
      add(base || 'body', issue.message);
    }
  }
  // fromEntries defines own properties, so even a `__proto__` key stays a plain field.
  return Object.fromEntries(details);
}

/** The single error handler: known errors keep their status and message; anything else is a bare 500. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    return c.json(
      error.details === undefined ? { message: error.message } : { message: error.message, details: error.details },
      error.status,
      error.headers,
    );
  }
  if (error instanceof HTTPException) {
    // Hono's own exceptions (415 from the body gate, 401 from auth middleware) keep their response headers.
    const res = error.getResponse();
    const headers = new Headers(res.headers);
    headers.set('content-type', 'application/json');
    const message = error.message || res.statusText || 'Request failed';
    return new Response(JSON.stringify({ message }), { status: error.status, headers });
  }
  if (isDatabaseUnavailable(error)) {
    return c.json({ message: 'The database is unavailable; try again shortly' }, 503, {
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    });
  }
  const pg = pgError(error);
  // PostgreSQL's own detail names the key and its value (an email, say): writes that expect a duplicate
  // explain it by field themselves (`explainConflicts`); anything else gets no detail at all.
  if (pg?.code === '23505') return c.json({ message: 'Already exists' }, 409);
  if (pg?.code === '23503') return c.json({ message: 'Referenced resource not found' }, 404);
  // Log the database's own message, not the failed SQL with its parameters (they may hold personal data).
  const cause = (error as { cause?: unknown }).cause;
  console.error('unhandled error:', cause instanceof Error ? cause.message : error.message);
  return c.json({ message: 'Internal server error' }, 500);
}

/** The unique constraint a query failed on (a duplicate), or undefined for any other failure. */
export function uniqueConstraintOf(error: unknown): string | undefined {
  const pg = pgError(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : undefined;
}

/** The PostgreSQL error behind a failed query (drizzle wraps it in `cause`). */
function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
  }
  return undefined;
}
