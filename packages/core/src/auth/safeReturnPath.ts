/** Backslashes and control characters (browsers drop or reinterpret them while parsing). */
const hasUnsafeChar = (s: string) =>
  [...s].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The path to return to after login, only if it is a same-origin relative path; anything else
 * (`//evil.example`, `/\evil.example`, `https://evil.example`, `javascript:`, encoded slashes) gives
 * `fallback`. Returns pathname + search + hash.
 */
export function safeReturnPath(raw: unknown, appOrigin: string, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  // Browsers treat "\" like "/" and drop tabs and newlines, so "/\evil" and "/\t/evil" leave the origin.
  if (!raw.startsWith('/') || raw.startsWith('//') || hasUnsafeChar(raw)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || hasUnsafeChar(decoded)) return fallback;
  try {
    const base = new URL(appOrigin);
    const url = new URL(raw, base);
    if (url.origin !== base.origin) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
