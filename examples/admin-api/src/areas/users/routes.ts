/**
 * Users over HTTP (spec section 7): the caller, user spaces, the user list, invitations, account changes
 * and role assignments. Writes are in `service.ts`.
 */
import { assignmentRoutes, userRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { emailKnownTo, userById, userPage } from './queries';
import { checkScopePath } from './scopeInput';
import {
  assignRole,
  callerInfo,
  inviteUser,
  reinviteUser,
  requestPasswordReset,
  setUserActive,
  unassignRole,
  updateUser,
} from './service';
import { buildSpace, spaceSeenBy } from './userSpace';

/** Registers the user and role assignment routes of the contract. */
export function registerUserRoutes(app: OpenAPIHono<AppEnv>) {
  resourceRoutes(
    app,
    { list: routes.list, get: routes.get, create: routes.invite, update: routes.update },
    {
      noun: 'User',
      list: (v, q) => {
        checkScopePath(q, v.scope);
        return userPage(v, q);
      },
      detail: ({ services, access }, id) => userById(services.db, id, access),
      create: (v, body) => {
        checkScopePath(body, v.scope);
        return inviteUser(v, body);
      },
      update: (v, id, body) => updateUser(v, id, body),
      actions: [
        operation(routes.info, (v) => callerInfo(v)),
        operation(routes.space, ({ services, access }) => buildSpace(services.db, access)),
        // Only what the caller could see anyway: a super admin learns about any account, another admin only
        // about people already in places they can see, so no admin can probe emails across the platform.
        operation(routes.isUserExit, async ({ services, access }, { query }) => ({
          exists: await emailKnownTo(services.db, query.email, access),
        })),
        operation(routes.reset, async (v, { body }) => {
          await requestPasswordReset(v, body.email);
          return { message: 'If the account exists, reset instructions are on their way.' };
        }),
        operation(routes.activate, (v, { params }) => setUserActive(v, params.id, params.flag === 'true')),
        operation(routes.reinvite, (v, { params }) => reinviteUser(v, params.id)),
        operation(routes.userSpace, ({ services, access }, { params, query }) =>
          spaceSeenBy(services.db, access, params.id, query),
        ),
        operation(assignmentRoutes.assign, (v, { params, body }) => {
          checkScopePath(body, v.scope);
          return assignRole(v, params.id, body);
        }),
        operation(assignmentRoutes.unassign, (v, { params, query }) => {
          checkScopePath(query, v.scope);
          return unassignRole(v, params.id);
        }),
      ],
    },
  );
}
