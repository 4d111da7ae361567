/**
 * Whether a notification's `link` is a path inside the console (`/org-module/...`). Anything else (another
 * origin, `//host`, `javascript:`, backslash tricks) is not rendered as a link: notification content comes from
 * the server and must not send the user elsewhere.
 */
export function isConsolePath(link: string): boolean {
  return /^\/(?![/\\])/.test(link) && !/[\\\s]/.test(link);
}
