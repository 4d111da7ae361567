/** Backslashes and control characters (browsers drop or reinterpret them while parsing). */
const hasUnsafeChar = (s: string) =>
  [...s].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** One pass of the checks: the normalised same-origin path, or undefined when `raw` must not be followed. */
function normalise(raw: string, appOrigin: string): string | undefined {
  // Browsers treat "\" like "/" and drop tabs and newlines, so "/\evil" and "/\t/evil" leave the origin.
  if (!raw.startsWith('/') || raw.startsWith('//') || hasUnsafeChar(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (decoded.startsWith('//') || hasUnsafeChar(decoded)) return undefined;
  try {
    const base = new URL(appOrigin);
    const url = new URL(raw, base);
    if (url.origin !== base.origin) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

/**
 * The path to return to after login, only if it is a same-origin relative path; anything else
 * (`//evil.example`, `/\evil.example`, `https://evil.example`, `javascript:`, encoded slashes) gives
 * `fallback`. Returns pathname + search + hash. Normalising can itself produce a dangerous path
 * (`/.//evil.example` becomes `//evil.example`), so the result must pass the same checks unchanged:
 * the function is idempotent, and what it returns is always safe to hand to it (or a browser) again.
 */
export function safeReturnPath(raw: unknown, appOrigin: string, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  const path = normalise(raw, appOrigin);
  return path !== undefined && normalise(path, appOrigin) === path ? path : fallback;
}
