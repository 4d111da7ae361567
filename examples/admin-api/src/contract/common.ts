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

/** A paged list: `pageIndex` is 0-based. */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({ items: z.array(item), pageIndex: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
    .openapi(name);
}

/** Query numbers arrive as strings; this accepts only plain positive or zero integers. */
const intString = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** An id in a query string. */
export const queryId = intString(1, 2_147_483_647).openapi({ type: 'integer' });

/** A boolean in a query string: `true` or `false`. */
export const queryBool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .openapi({ type: 'boolean' });

/** Paging, search and sorting shared by every list (spec section 7 style). */
export const pagingQuery = {
  pageIndex: intString(0, 1_000_000).optional().openapi({ type: 'integer', minimum: 0 }),
  pageSize: intString(1, 200).optional().openapi({ type: 'integer', minimum: 1, maximum: 200 }),
  search: z.string().max(200).optional(),
  sortBy: z.enum(['ID', 'NAME', 'CREATED_AT']).optional(),
  sortOrder: z.enum(['ASC', 'DESC']).optional(),
};

/** `{id}` in a path. */
export const IdParams = z.strictObject({
  id: intString(1, 2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
});

/** Response entries for the error statuses a route can give. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415)[]) {
  const text: Record<number, string> = {
    400: 'Invalid input; details keyed by field',
    401: 'Missing or invalid access token',
    403: 'Not allowed for this user',
    404: 'Not found',
    409: 'Conflicts with existing data',
    413: 'Body too large',
    415: 'Body is not JSON',
  };
  const all = [...new Set([400, 401, 403, ...statuses])];
  return Object.fromEntries(
    all.map((s) => [s, { description: text[s] ?? 'Error', content: { 'application/json': { schema: ErrorBody } } }]),
  );
}

/** A JSON response entry. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body entry (required). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** Page defaults: first page of 20, newest first. */
export function paging(q: { pageIndex?: number | undefined; pageSize?: number | undefined }) {
  const pageIndex = q.pageIndex ?? 0;
  const pageSize = q.pageSize ?? 20;
  return { pageIndex, pageSize, offset: pageIndex * pageSize };
}
