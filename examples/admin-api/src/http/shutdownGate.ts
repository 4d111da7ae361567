import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors';

/**
 * The app's side of a graceful shutdown. Once `begin()` is called, every response asks the client to
 * close its connection (keep-alive connections would otherwise bring new requests to a stopping server),
 * and new streams are refused with 503 and `Retry-After`, so a client reconnects elsewhere instead of
 * holding this instance open. Requests already running finish normally.
 */
export function createShutdownGate(streamPath = '/notifications/sse') {
  let closing = false;
  const middleware: MiddlewareHandler = async (c, next) => {
    if (!closing) return next();
    c.header('Connection', 'close');
    if (c.req.path === streamPath) {
      throw new ApiError(503, 'This instance is shutting down; reconnect', undefined, {
        'Retry-After': '1',
        Connection: 'close',
      });
    }
    await next();
  };
  return {
    middleware,
    get closing() {
      return closing;
    },
    begin() {
      closing = true;
    },
  };
}
