/**
 * The one place a request body is read, for every route of the API and outside its contract (the inference
 * endpoint): its size, its media type, valid UTF-8, nesting depth, then the parsed value's text (no control
 * characters, no lone surrogates) and numbers (within what a JSON number holds exactly). Handlers and the
 * routes' validators then read the same, checked text from Hono's body cache.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, invalid } from './errors';
import { ACCEPTED_MEDIA_TYPES, isJsonMediaType } from './mediaType';

export { ACCEPTED_MEDIA_TYPES, isJsonMediaType };

/** C0 controls except tab, line feed and carriage return, plus DEL: never meaningful in this API's text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message a field with a control character gets. */
export const CONTROL_MESSAGE = 'Must not contain control characters';
/** The message a field gets when its text is not valid Unicode (a lone surrogate, or bytes that are not UTF-8). */
export const UNICODE_MESSAGE = 'Must be valid Unicode text';
/** The message a number gets that a JSON number cannot hold exactly (1e400, 2^53 + 1). */
export const NUMBER_MESSAGE = `Must be a number in range (at most ${Number.MAX_SAFE_INTEGER} either way)`;
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

/**
 * Every field of a parsed JSON value (dotted path, `body` for the value itself) that holds a control character,
 * text that is not well-formed Unicode, or a number out of range, keys included, with its message. Walked with a
 * stack of its own, not recursion: the depth of a value is the client's to choose.
 */
export function badFields(value: unknown): Map<string, string> {
  const found = new Map<string, string>();
  // A key at fault is reported in its place, instead of its value: [value, path, what is wrong with the key].
  const stack: [unknown, string, string | undefined][] = [[value, '', undefined]];
  const textProblem = (text: string) =>
    !text.isWellFormed() ? UNICODE_MESSAGE : CONTROL.test(text) ? CONTROL_MESSAGE : undefined;
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [item, path, keyProblem] = top;
    const at = path || 'body';
    if (keyProblem) found.set(at, keyProblem);
    else if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) found.set(at, problem);
    } else if (typeof item === 'number') {
      if (!(Math.abs(item) <= Number.MAX_SAFE_INTEGER)) found.set(at, NUMBER_MESSAGE);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], path ? `${path}.${i}` : String(i), undefined]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        const where = path ? `${path}.${key}` : key;
        stack.push([child, where, textProblem(key)]);
      }
    }
  }
  return found;
}

/** The bytes of a body, refused with a 413 once past `maxBytes` (declared or counted), read in one pass. */
async function readBytes(req: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  const tooLarge = () => new ApiError(413, `Body larger than ${maxBytes} bytes`);
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
  if (!req.body) return undefined;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  if (size === 0) return undefined;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Leaves `text` as the body every later reader gets (`c.req.json()`, `c.req.text()`, the validators). */
function cacheText(c: Context, text: string) {
  // Hono types the cache as the Body methods; at run time it holds their promises, as set here.
  (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(text);
}

/**
 * Reads and checks the body of a request: undefined when there is none, otherwise its parsed JSON value. Throws
 * an {@link ApiError}: 413 past `maxBytes`, 415 for a body that does not declare JSON, 400 naming each field at
 * fault (invalid UTF-8, too deep, not JSON, a control character, a lone surrogate, a number out of range).
 * The checked text is left in Hono's body cache, so the route's validator and handler read exactly it.
 */
export async function readRequestBody(c: Context, maxBytes: number): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return undefined;
  const bytes = await readBytes(c.req.raw, maxBytes);
  if (bytes === undefined) {
    // Nothing to read; whatever reads the body later sees it empty rather than a consumed stream.
    cacheText(c, '');
    return undefined;
  }
  if (!isJsonMediaType(c.req.header('content-type')))
    throw new ApiError(415, `The body must be ${ACCEPTED_MEDIA_TYPES}`);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw invalid({ body: [UNICODE_MESSAGE] });
  }
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw invalid({ body: [`Must not nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`] });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid({ body: ['Must be well-formed JSON'] });
  }
  const fields = badFields(value);
  if (fields.size > 0) throw invalid(Object.fromEntries([...fields].map(([field, message]) => [field, [message]])));
  cacheText(c, text);
  return value;
}

/** {@link readRequestBody} as middleware, before any handler: every body of the routes behind it is checked. */
export function bodyGate(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await readRequestBody(c, maxBytes);
    await next();
  };
}
