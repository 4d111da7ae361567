import { z } from '@hono/zod-openapi';

/** `{ message, details }`: every error the API answers with. */
export const ErrorBody = z
  .object({
    message: z.string(),
    details: z
      .union([z.string(), z.array(z.string()), z.record(z.string(), z.union([z.string(), z.array(z.string())]))])
      .optional(),
  })
  .openapi('ErrorBody');

/**
 * A 409: the request conflicts with existing data. When a field caused it (a name or email that must
 * be unique), `details` is keyed by that field with a message naming the conflict, so a form can mark
 * the field: `{ message: "An organization named Acme AI already exists", details: { name: "An
 * organization named Acme AI already exists" } }`. Conflicts no field explains have no `details`.
 */
export const ConflictBody = z
  .object({ message: z.string(), details: z.record(z.string(), z.string()).optional() })
  .openapi('ConflictBody', {
    description: 'A conflict with existing data; `details` names the field that must change, when one does.',
    example: {
      message: 'An organization named Acme AI already exists',
      details: { name: 'An organization named Acme AI already exists' },
    },
  });

/** A paged list: `pageIndex` is 0-based. */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({ items: z.array(item), pageIndex: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
    .openapi(name);
}

/**
 * The largest value of the database's `integer` columns (PostgreSQL int4): every id and count the API
 * stores. A number past it is refused at the edge with a 400 on its field, never handed to the database.
 */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body: a positive integer within the database's range. */
export const idField = z.number().int().min(1).max(INT4_MAX);

/** A count or amount in a JSON body that the database stores as `integer`: zero or more, within range. */
export const countField = z.number().int().min(0).max(INT4_MAX);

/** Query numbers arrive as strings; this accepts only plain positive or zero integers. */
const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .openapi({ type: 'integer', minimum: min, maximum: max });

/** An id in a query string. */
export const queryId = intString(1, INT4_MAX);

/** A boolean in a query string: `true` or `false`. */
export const queryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .openapi({ type: 'boolean' });

/** Paging, search and sorting shared by every list (spec section 7 style). */
export const pagingQuery = {
  pageIndex: intString(0, 1_000_000).optional(),
  pageSize: intString(1, 200).optional(),
  search: z.string().max(200).optional(),
  sortBy: z.enum(['ID', 'NAME', 'CREATED_AT']).optional(),
  sortOrder: z.enum(['ASC', 'DESC']).optional(),
};

/** `{id}` in a path. */
export const IdParams = z.strictObject({
  id: intString(1, INT4_MAX).openapi({ param: { name: 'id', in: 'path' } }),
});

/** The statuses an error response can have. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
 * Response entries for the error statuses a route can give: 400, 401, 403, 429 (rate limited, with
 * `Retry-After`) and 503 (database unavailable, with `Retry-After`) always.
 */
export function errorResponses(...statuses: ErrorStatus[]) {
  const text: Record<ErrorStatus, string> = {
    400: 'Invalid input; details keyed by field',
    401: 'Missing or invalid access token',
    403: 'Not allowed for this user',
    404: 'Not found',
    409: 'Conflicts with existing data; details keyed by the field that conflicts',
    413: 'Body too large',
    415: 'Body is not JSON',
    429: 'Too many requests; retry after the seconds in Retry-After',
    503: 'Temporarily unavailable (the database, or an engine the call needs, is down; the message names it); retry after the seconds in Retry-After',
  };
  const all = [...new Set<ErrorStatus>([400, 401, 403, 429, 503, ...statuses])];
  return Object.fromEntries(
    all.map((s) => [
      s,
      { description: text[s], content: { 'application/json': { schema: s === 409 ? ConflictBody : ErrorBody } } },
    ]),
  );
}

/** A JSON response entry. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A CSV download answer (the list's rows as a file, streamed). */
export const csvFile = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/** What a list's export leaves out of the list's query (`listQuery.omit(withoutPaging)`): it keeps the filters, search and sort. */
export const withoutPaging = { pageIndex: true, pageSize: true } as const;

/** A JSON request body entry (required). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A plain acknowledgement. */
export const Message = z.object({ message: z.string() }).openapi('Message');

/** An id and name, for drop-downs. */
export const Option = z.object({ id: z.number().int(), name: z.string() }).openapi('Option');

/** A display name of something an admin creates: an organization, a branch, a project. */
export const nameField = z.string().trim().min(1).max(120);

/** A free-text description. */
export const descriptionField = z.string().trim().max(2000);

/** A logo: an http(s) URL, a same-origin path or an image data URL (never script). */
export const logoField = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(https?:\/\/|\/|data:image\/)/, 'Must be an http(s) URL, a path or an image data URL')
  .nullable();

/** An email address, compared in lower case. */
export const emailField = z.string().trim().max(254).toLowerCase().pipe(z.email().max(254));

/** A day of the week, Monday first (SLA business hours, uptime windows). */
export const weekDayValues = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export const WeekDay = z.enum(weekDayValues).openapi('WeekDay');
