/**
 * The module of oidc-provider (9.x) that holds its per-request context, imported by `contextStorage.ts`: the package
 * declares no types for its internal files.
 */
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const providerContext: AsyncLocalStorage<unknown>;
  export default providerContext;
}
