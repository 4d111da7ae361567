// Type-level checks of the public surface; `tsc -b` fails when one of them no longer holds.
import { expectTypeOf } from 'vitest';
import {
  type AccessDecision,
  type AdminApi,
  type AuthClient,
  type ConsoleError,
  computeRole,
  decideModuleEntry,
  type ErrorCodeValue,
  landingFor,
  type Notification,
  type RolePriority,
  type Toast,
  type UserSpace,
} from './';
import { type ConsoleClient, createConsoleClient, type HostAuthClient } from './client';
import { toastForNotification } from './notifications';

declare const client: ConsoleClient;
declare const space: UserSpace;

expectTypeOf(client.api).toEqualTypeOf<AdminApi>();
expectTypeOf(client.notifications.onMessage).parameter(0).parameter(0).toEqualTypeOf<Notification>();
expectTypeOf(client.auth.getSnapshot().status).toEqualTypeOf<'signed-in' | 'signed-out'>();
expectTypeOf(client.notifications.getSnapshot().status).toEqualTypeOf<'idle' | 'connecting' | 'open' | 'closed'>();

expectTypeOf(computeRole(space, landingFor(space).selection).priority).toEqualTypeOf<RolePriority>();
const decision = decideModuleEntry('org-module', computeRole(space, {}), {});
expectTypeOf(decision).toEqualTypeOf<AccessDecision>();
if (!decision.allow) expectTypeOf(decision.redirect).toBeString();

declare const notification: Notification;
expectTypeOf(toastForNotification(notification)).toEqualTypeOf<Omit<Toast, 'id'> | null>();

declare const error: ConsoleError;
expectTypeOf(error.code).toEqualTypeOf<ErrorCodeValue>();
expectTypeOf(error.status).toBeNumber();

// The session type follows the options: core's sign-in with `oidc`, the host's with `auth`.
const own = () => createConsoleClient({ apiBase: 'https://api.example', oidc: { issuer: 'https://idp.example' } });
const hosted = () =>
  createConsoleClient({
    apiBase: 'https://api.example',
    auth: { getAccessToken: async () => null, onUnauthorized: async () => null },
  });
expectTypeOf<ReturnType<typeof own>['auth']>().toEqualTypeOf<AuthClient>();
expectTypeOf<ReturnType<typeof hosted>['auth']>().toEqualTypeOf<HostAuthClient>();
// Either is a plain ConsoleClient, which the React bindings take.
expectTypeOf<ReturnType<typeof hosted>>().toExtend<ConsoleClient>();
expectTypeOf<ReturnType<typeof own>>().toExtend<ConsoleClient>();
