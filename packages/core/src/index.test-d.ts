// Type-level checks of the public surface; `tsc -b` fails when one of them no longer holds.
import { expectTypeOf } from 'vitest';
import {
  type AccessDecision,
  type AdminApi,
  type ConsoleClient,
  type ConsoleError,
  computeRole,
  decideModuleEntry,
  type ErrorCodeValue,
  landingFor,
  type Notification,
  type RolePriority,
  type Toast,
  toastForNotification,
  type UserSpace,
} from './';

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
