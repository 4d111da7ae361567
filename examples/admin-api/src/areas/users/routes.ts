/**
 * Users over HTTP (spec section 7): the caller, user spaces, the user list, invitations, account changes
 * and role assignments. Writes are in `service.ts`.
 */

import type { User } from '@console/contract';
import { assignmentRoutes, userRoutes as routes } from '@console/contract';
import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../env';
import type { CsvColumn } from '../../http/csv';
import { operation, resourceRoutes } from '../../http/resourceRoutes';
import { editUser } from './editService';
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
import { cachedSpace, spaceSeenBy } from './userSpace';

type UserRow = z.input<typeof User>;
type Assignment = UserRow['assignments'][number];
/** Where a role is held: `Acme / Berlin / Vision`. */
const placeOf = (a: Assignment) => [a.organizationName, a.branchName, a.projectName].filter(Boolean).join(' / ');

/** The columns of the user export, in order; roles are `ROLE at place`, separated by semicolons. */
export const USER_CSV: CsvColumn<UserRow>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'name', value: (u) => u.name },
  { header: 'email', value: (u) => u.email },
  { header: 'active', value: (u) => u.isActive },
  { header: 'new_user', value: (u) => u.isNewUser },
  { header: 'super_admin', value: (u) => u.isSuperAdmin },
  { header: 'roles', value: (u) => u.assignments.map((a) => `${a.role} at ${placeOf(a)}`).join('; ') },
  { header: 'last_sign_in', value: (u) => u.lastSignIn },
  { header: 'created_at', value: (u) => u.createdAt },
];

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
      export: { route: routes.export, name: 'users', columns: USER_CSV },
      actions: [
        operation(routes.info, (v) => callerInfo(v)),
        operation(routes.space, ({ services, access }) => cachedSpace(services.reads, services.db, access)),
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
        operation(routes.edit, (v, { params, body }) => editUser(v, params.id, body)),
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
