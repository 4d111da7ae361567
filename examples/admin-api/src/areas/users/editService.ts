/**
 * A user edit in one transaction: the account change, the activation and each role change of `users.edit` run as
 * their own endpoints would (`users.update`, `users.activate`, `users.assign`), each allowed by that endpoint's rule,
 * but nothing is saved unless every step is.
 */
import type { userRoutes } from '@console/contract';
import { loadAccess } from '../../access/access';
import { authorizeStep, type StepInput } from '../../access/authorize';
import type { EndpointId } from '../../access/rules';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../env';
import { ApiError, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { holdNotices } from '../../notify/afterCommit';
import { userById } from './queries';
import { checkScopePath } from './scopeInput';
import { assignRole, setUserActive, updateUser } from './service';

type UserEdit = BodyOf<typeof userRoutes.edit>;

/** An error of role change `index`, its field details keyed as in the edit's body (`roles.0.organizationId`). */
function ofRoleChange(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError) || error.details === undefined) return error;
  const details = Object.fromEntries(Object.entries(error.details).map(([k, v]) => [`roles.${index}.${k}`, v]));
  return new ApiError(error.status, error.message, details, error.headers);
}

/**
 * Applies an edit of user `id` whole or not at all, in the order the separate calls would run (account, activation,
 * roles): each step is authorized by its own endpoint's rule against the state the steps before it left, runs the
 * same service function (with its audit entry, in the transaction), and the first refusal (its 400, 403, 404 or 409)
 * rolls everything back. Notices go out once the transaction has committed. Answers the user as saved.
 */
export async function editUser(v: RequestContext, id: number, edit: UserEdit) {
  const held = holdNotices(v.services.notifier);
  let access = v.access;
  await v.services.db.transaction(async (tx) => {
    // The service functions' own transactions become savepoints of this one (drizzle nests them).
    const db: Db = tx;
    const services = { ...v.services, db, notifier: held.notifier };
    const step = async (endpoint: EndpointId, input: StepInput): Promise<RequestContext> => ({
      ...v,
      services,
      access,
      scope: await authorizeStep(db, access, endpoint, input),
    });
    if (edit.name !== undefined || edit.email !== undefined) {
      const account = {
        ...(edit.name === undefined ? {} : { name: edit.name }),
        ...(edit.email === undefined ? {} : { email: edit.email }),
      };
      await updateUser(await step('users.update', { param: { id } }), id, account);
    }
    if (edit.isActive !== undefined) {
      const flag = String(edit.isActive);
      await setUserActive(await step('users.activate', { param: { id, flag } }), id, edit.isActive);
    }
    for (const [index, change] of (edit.roles ?? []).entries()) {
      try {
        const w = await step('users.assign', { param: { id }, json: change });
        checkScopePath(change, w.scope);
        await assignRole(w, id, change);
      } catch (error) {
        throw ofRoleChange(error, index);
      }
      // Changing one's own role changes what one may do next, as it would between separate calls.
      if (id === v.access.userId) {
        const reloaded = await loadAccess(db, id);
        if (!reloaded) throw new ApiError(403, 'This account is not active');
        access = reloaded;
      }
    }
  });
  await held.flush();
  const saved = await userById(v.services.db, id, access);
  if (!saved) throw notFound('User');
  return saved;
}
