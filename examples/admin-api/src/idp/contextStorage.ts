/**
 * oidc-provider keeps each request's context in an AsyncLocalStorage of its own. On Node 20, an enabled
 * AsyncLocalStorage installs async hooks for the whole process, and it stays enabled once the first sign-in ran
 * through it: from then on every promise the admin API makes, on every request, calls the hooks (measured on the
 * project list on PostgreSQL: API CPU a read 18 % higher, in paired rounds in one process). The middleware here keeps
 * that storage enabled only while provider requests are under way and disables it when the last one is done; the
 * next provider request enables it again (`run` does). Disabling has no effect on requests in flight, as there are
 * none, and none of the provider's code runs outside its requests.
 */
import type Provider from 'oidc-provider';
import providerContext from 'oidc-provider/lib/helpers/als.js';

type Middleware = Parameters<Provider['use']>[0];

/** Koa middleware for the provider (mount it first with `provider.use`, so it wraps every other one). */
export function contextStorageWhileServing(): Middleware {
  let running = 0;
  return async (_ctx, next) => {
    running++;
    try {
      await next();
    } finally {
      running--;
      if (running === 0) providerContext.disable();
    }
  };
}

/** Whether the provider's context storage is enabled now (for tests). */
export const providerContextEnabled = () => (providerContext as unknown as { enabled: boolean }).enabled;
