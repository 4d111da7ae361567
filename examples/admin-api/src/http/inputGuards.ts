import type { MiddlewareHandler } from 'hono';
import { invalid } from './errors';

/** C0 controls except tab, line feed and carriage return, plus DEL: never meaningful in this API's text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message a field with a control character gets. */
export const CONTROL_MESSAGE = 'Must not contain control characters';

/**
 * The dotted paths of every string in `value` (an object parsed from JSON) that holds a control
 * character, keys included. PostgreSQL refuses NUL in text, so such strings must be turned away here.
 */
export function controlCharacterFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CONTROL.test(value) ? [path || 'body'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => controlCharacterFields(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = path ? `${path}.${key}` : key;
      return CONTROL.test(key) ? [at] : controlCharacterFields(item, at);
    });
  }
  return [];
}

/**
 * Refuses control characters in query strings and JSON bodies with a 400 naming each field, before any
 * handler or database sees them. A body that is not JSON is left for the route's validator to refuse.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const fields = new Set<string>();
    // Only the query string matters: no need to parse the whole URL on every request.
    const url = c.req.url;
    const query = url.indexOf('?');
    if (query >= 0)
      for (const [key, value] of new URLSearchParams(url.slice(query + 1).split('#')[0]))
        if (CONTROL.test(key) || CONTROL.test(value)) fields.add(key);
    if (c.req.header('content-type')?.includes('application/json') && c.req.method !== 'GET') {
      // Hono caches the parsed body, so the route's validator reads the same one.
      const body = await c.req.json().catch(() => undefined);
      for (const field of controlCharacterFields(body)) fields.add(field);
    }
    if (fields.size > 0) throw invalid(Object.fromEntries([...fields].map((f) => [f, [CONTROL_MESSAGE]])));
    await next();
  };
}
