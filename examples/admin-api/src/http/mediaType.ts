/** The media types the API reads as JSON (a module of its own: the model servers check them too, without the API's code). */

/** What the API accepts: `application/json` and any `+json` subtype, in any case, with any parameters. */
export const ACCEPTED_MEDIA_TYPES = 'application/json (or an application/*+json type)';

/** Whether a `Content-Type` declares JSON: `application/json` or `application/<anything>+json`, any case. */
export function isJsonMediaType(header: string | null | undefined): boolean {
  const type = (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return /^application\/([a-z0-9!#$&^_.-]+\+)?json$/.test(type);
}
