// `@console/core/client`: the whole client wired together (sign-in, HTTP client, typed admin API, the live
// notification stream and inbox, toasts). Apart from the root entry so a host that builds only on core's parts
// (sign-in, the HTTP client, access decisions) does not bundle the stream and the inbox. `HostAuthClient` is
// what `createConsoleClient({ auth })` signs in with when the host owns the session.
export type { HostAuthAdapter } from '../auth/hostAuth';
export { HostAuthClient } from '../auth/hostAuth';
export type { ConsoleClient, ConsoleClientOptions, ConsoleConfig } from './createConsoleClient';
export { createConsoleClient } from './createConsoleClient';
