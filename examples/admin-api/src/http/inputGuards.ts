import type { MiddlewareHandler } from 'hono';
import { invalid } from './errors';

/** C0 controls except tab, line feed and carriage return, plus DEL: never meaningful in this API's text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message a field with a control character gets. */
export const CONTROL_MESSAGE = 'Must not contain control characters';
/** The message a field gets when its text is not valid Unicode (a lone surrogate, or bytes that are not UTF-8). */
export const UNICODE_MESSAGE = 'Must be valid Unicode text';
/** How deeply a JSON body's arrays and objects may nest: no request of the contract needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, found without parsing it (brackets inside
 * strings do not count). Checked before parsing, so a body nested thousands deep is refused in one pass instead of
 * exhausting the stack of whatever walks the parsed value.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > limit) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** The dotted paths of every string (keys included) in a parsed JSON value that is not well-formed Unicode. */
export function illFormedTextFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.isWellFormed() ? [] : [path || 'body'];
  if (Array.isArray(value))
    return value.flatMap((item, i) => illFormedTextFields(item, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = path ? `${path}.${key}` : key;
      return key.isWellFormed() ? illFormedTextFields(item, at) : [at];
    });
  }
  return [];
}

/** A query string's component decoded, or `undefined` when its percent-escapes are not UTF-8. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

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
 * Refuses, with a 400 naming each field before any handler or database sees them: control characters and text that
 * is not valid Unicode in query strings and JSON bodies (invalid UTF-8 or lone surrogates would otherwise be stored
 * as U+FFFD), and JSON bodies nested deeper than {@link MAX_JSON_DEPTH} (checked before parsing). A body that is not
 * JSON is left for the route's validator to refuse.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const fields = new Map<string, string>();
    // Only the query string matters: no need to parse the whole URL on every request.
    const url = c.req.url;
    const query = url.indexOf('?');
    if (query >= 0) {
      const raw = url.slice(query + 1).split('#')[0] ?? '';
      for (const pair of raw.split('&')) {
        const [rawKey = '', rawValue = ''] = pair.split(/=(.*)/s);
        const key = decodeQueryPart(rawKey);
        const value = decodeQueryPart(rawValue);
        if (key === undefined || value === undefined) fields.set(key ?? 'query', UNICODE_MESSAGE);
        else if (CONTROL.test(key) || CONTROL.test(value)) fields.set(key, CONTROL_MESSAGE);
      }
    }
    if (c.req.header('content-type')?.includes('application/json') && c.req.method !== 'GET') {
      let text: string;
      try {
        // Hono caches the body, so the route's validator reads the same one.
        text = utf8.decode(await c.req.arrayBuffer());
      } catch {
        throw invalid({ body: [UNICODE_MESSAGE] });
      }
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
        throw invalid({ body: [`Must not nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`] });
      const body = await c.req.json().catch(() => undefined);
      for (const field of controlCharacterFields(body)) fields.set(field, CONTROL_MESSAGE);
      for (const field of illFormedTextFields(body)) fields.set(field, UNICODE_MESSAGE);
    }
    if (fields.size > 0) throw invalid(Object.fromEntries([...fields].map(([f, message]) => [f, [message]])));
    await next();
  };
}
