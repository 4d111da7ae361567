/** The version of @console/core, for diagnostics and the User-Agent of server-side callers. */
export const VERSION = '0.0.0';
