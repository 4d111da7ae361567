/**
 * The identity provider's one door for request bodies, before the provider or the sign-in form sees them: its
 * endpoints take `application/x-www-form-urlencoded` only (in any case, with any parameters; anything else is a
 * 415), within a size, as UTF-8 whose percent-escapes decode to valid Unicode, with no control characters but tab,
 * line feed and carriage return. The sign-in form reads the checked form from `req.body`; the provider, which reads
 * bodies itself and would warn of (and fall back on) a body parsed before it, gets a request whose stream replays
 * the checked bytes (`replayForProvider`).
 */
import { IncomingMessage, type ServerResponse } from 'node:http';
import { CONTROL } from '../http/bodyGate';

/** The provider's own limit on bodies (oidc-provider's `selective_body`). */
export const MAX_FORM_BYTES = 56 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A form checked by the gate: each name with its values, as the provider's parser would give them. */
export type CheckedForm = Record<string, string | string[]>;

/** Why a body is refused: the status and the OAuth error description. */
class Refused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a `Content-Type` declares a form: `application/x-www-form-urlencoded`, any case, any parameters. */
export const isFormMediaType = (header: string | undefined) =>
  (header ?? '').split(';', 1)[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** One component of a form, `+` as space and percent-escapes decoded; a broken escape or bad UTF-8 refuses it. */
function decodeComponent(part: string): string {
  let text: string;
  try {
    text = decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new Refused(400, 'The form holds a percent-escape that is not valid UTF-8');
  }
  if (!text.isWellFormed()) throw new Refused(400, 'The form holds text that is not valid Unicode');
  if (CONTROL.test(text)) throw new Refused(400, 'The form holds a control character');
  return text;
}

/** Reads and checks a request's form body; undefined when there is none. */
async function readForm(req: IncomingMessage): Promise<{ form: CheckedForm; bytes: number; raw: Buffer } | undefined> {
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && !(declared > 0)) return undefined;
  if (declared > MAX_FORM_BYTES) throw new Refused(413, 'The body is too large');
  if (!isFormMediaType(req.headers['content-type']))
    throw new Refused(415, 'The body must be application/x-www-form-urlencoded');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Refused(413, 'The body is too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks);
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    throw new Refused(400, 'The body is not valid UTF-8');
  }
  const form: CheckedForm = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decodeComponent(at < 0 ? pair : pair.slice(0, at));
    const value = decodeComponent(at < 0 ? '' : pair.slice(at + 1));
    const had = Object.hasOwn(form, name) ? form[name] : undefined;
    // Defined as an own property (a `__proto__` field stays a field).
    Object.defineProperty(form, name, {
      value: had === undefined ? value : [...[had].flat(), value],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return { form, bytes: size, raw };
}

/**
 * Checks the body of `req` (none for GET and HEAD): answers false after writing the refusal (a JSON OAuth error)
 * to `res`, true when the request may go on, its form (if any) in `req.body` and its size in `req.formBytes`.
 */
export async function passFormGate(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return true;
  try {
    const read = await readForm(req);
    // `formBytes`: what was sent, for a reader with a smaller limit of its own (the sign-in form).
    if (read) Object.assign(req, { body: read.form, formBytes: read.bytes, formRaw: read.raw });
    return true;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    res
      .writeHead(error.status, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' })
      .end(JSON.stringify({ error: 'invalid_request', error_description: error.message }));
    return false;
  }
}

/**
 * The request to hand the provider: `req` itself when the gate read no body, otherwise a copy (method, URL, headers,
 * socket) whose stream yields the checked bytes, so the provider parses the body as it would have, from its stream.
 */
export function replayForProvider(req: IncomingMessage): IncomingMessage {
  const raw = (req as IncomingMessage & { formRaw?: Buffer }).formRaw;
  if (raw === undefined) return req;
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method as string;
  copy.url = req.url as string;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  // Whole: ending it must not count as an aborted request (which would close the connection).
  copy.complete = true;
  copy.push(raw);
  copy.push(null);
  return copy;
}

/** The form the gate checked for `req`, if any, with its size in bytes. */
export function checkedForm(req: IncomingMessage): { form: CheckedForm; bytes: number } | undefined {
  const { body, formBytes } = req as IncomingMessage & { body?: CheckedForm; formBytes?: number };
  return body === undefined ? undefined : { form: body, bytes: formBytes ?? 0 };
}
