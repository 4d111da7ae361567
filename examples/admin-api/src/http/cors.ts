import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Who may call the API from a browser, and with what. */
export interface CorsOptions {
  origins: string[];
  allowHeaders: string[];
  allowMethods: string[];
  /** How long a browser may reuse a preflight answer, in seconds. */
  maxAge: number;
  /**
   * Response headers a cross-origin page may read beyond the CORS-safelisted ones (e.g. `Retry-After`,
   * so a 429 can say how long to wait).
   */
  exposeHeaders?: string[] | undefined;
}

/**
 * CORS as `hono/cors` answers it (preflights are left to it), but the headers of an actual request are
 * added to the response once the handler made it. `hono/cors` sets them on `c.res` before the handler
 * runs, which creates an empty response there and makes Hono rebuild the handler's response around it: a
 * whole web Response and body stream per request, where Node's fast path writes the string as is.
 */
export function corsHeaders(o: CorsOptions): MiddlewareHandler {
  const preflight = cors({
    origin: o.origins,
    allowHeaders: o.allowHeaders,
    allowMethods: o.allowMethods,
    maxAge: o.maxAge,
  });
  const allowed = new Set(o.origins);
  const exposed = o.exposeHeaders?.length ? o.exposeHeaders.join(', ') : undefined;
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = c.req.header('origin');
    const set = (headers: Headers) => {
      if (origin && allowed.has(origin)) {
        headers.set('Access-Control-Allow-Origin', origin);
        if (exposed) headers.set('Access-Control-Expose-Headers', exposed);
      }
      headers.append('Vary', 'Origin');
    };
    try {
      set(c.res.headers);
    } catch {
      // A response whose headers are immutable (one passed through from fetch): copy it, as Hono would.
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
