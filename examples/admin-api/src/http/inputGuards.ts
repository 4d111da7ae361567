import type { MiddlewareHandler } from 'hono';
import { CONTROL, CONTROL_MESSAGE, UNICODE_MESSAGE } from './bodyGate';
import { invalid } from './errors';

/** A query string's component decoded, or `undefined` when its percent-escapes are not UTF-8. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Refuses, with a 400 naming each field before any handler or database sees them, control characters and text
 * that is not valid Unicode in the query string. Bodies are checked by the body gate (`bodyGate.ts`).
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const fields = new Map<string, string>();
    // Only the query string matters: no need to parse the whole URL on every request.
    const url = c.req.url;
    const query = url.indexOf('?');
    const raw = query >= 0 ? (url.slice(query + 1).split('#')[0] ?? '') : '';
    // Without a percent-escape, decoding changes nothing but `+` into a space: the raw text is checked as it is.
    if (raw !== '' && (raw.includes('%') || CONTROL.test(raw))) {
      for (const pair of raw.split('&')) {
        const [rawKey = '', rawValue = ''] = pair.split(/=(.*)/s);
        const key = decodeQueryPart(rawKey);
        const value = decodeQueryPart(rawValue);
        if (key === undefined || value === undefined) fields.set(key ?? 'query', UNICODE_MESSAGE);
        else if (CONTROL.test(key) || CONTROL.test(value)) fields.set(key, CONTROL_MESSAGE);
      }
    }
    if (fields.size > 0) throw invalid(Object.fromEntries([...fields].map(([f, message]) => [f, [message]])));
    await next();
  };
}
