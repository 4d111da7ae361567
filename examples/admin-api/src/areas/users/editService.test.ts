import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { auditEntries } from '../audit/tables';
import { notifications } from '../notifications/tables';

const { ctx, call, idOf } = setupTestStack();

interface UserBody {
  id: number;
  name: string;
  email: string;
  isActive: boolean;
  assignments: { organizationId: number; branchId: number | null; projectId: number | null; role: string }[];
}
interface ErrorReply {
  message: string;
  details?: Record<string, unknown>;
}

const place = { organizationId: 0, projectId: 0 };
let globex = 0;

/** Someone new, only in Vision Lab (Acme AI), so each test starts from a user no other test touched. */
async function newMember(email: string) {
  const invited = await call<UserBody>('POST', '/users', {
    as: 'super@demo.test',
    body: { email, name: 'Edda Edit', ...place, role: 'MEMBER' },
  });
  expect(invited.status).toBe(201);
  return invited.body.id;
}

/** The user as a super admin reads them. */
const read = async (id: number) => (await call<UserBody>('GET', `/users/${id}`, { as: 'super@demo.test' })).body;

/** The audit entries and notifications about user `id` so far. */
async function traces(id: number) {
  const db = ctx.database.db;
  const audit = await db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.resourceId, String(id)));
  const notices = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, id), eq(notifications.type, 'user.assigned')));
  return { audit: audit.map((e) => e.action).sort(), notices: notices.length };
}

beforeAll(async () => {
  const vision = await call<{ items: { id: number; organizationId: number }[] }>(
    'GET',
    '/workspace/project?search=Vision',
    { as: 'org.admin@demo.test' },
  );
  const project = vision.body.items[0];
  if (!project) throw new Error('Vision Lab missing from the seed');
  Object.assign(place, { organizationId: project.organizationId, projectId: project.id });
  const orgs = await call<{ items: { id: number; name: string }[] }>('GET', '/organizations?search=Globex', {
    as: 'super@demo.test',
  });
  globex = orgs.body.items.find((o) => o.name === 'Globex')?.id ?? 0;
});

describe('POST /users/{id}/edit', () => {
  it('saves the name, the email, the activation and a role in one go and answers the user as saved', async () => {
    const id = await newMember('edit.all@demo.test');
    const before = await traces(id);
    const res = await call<UserBody>('POST', `/users/${id}/edit`, {
      as: 'org.admin@demo.test',
      body: {
        name: 'Edda E.',
        email: 'Edda.E@demo.test',
        isActive: false,
        roles: [{ ...place, role: 'ADMIN' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Edda E.', email: 'edda.e@demo.test', isActive: false });
    expect(res.body.assignments).toMatchObject([{ projectId: place.projectId, role: 'ADMIN' }]);
    expect(await read(id)).toEqual(res.body);
    // The same entries and notice as the three separate calls leave.
    const after = await traces(id);
    expect(after.audit).toEqual([...before.audit, 'DEACTIVATE', 'GRANT', 'UPDATE'].sort());
    expect(after.notices).toBe(before.notices + 1);
  });

  it('saves nothing when a role change is refused: name, email and activation stay as they were', async () => {
    const id = await newMember('edit.refused@demo.test');
    const before = await read(id);
    const traced = await traces(id);
    // Acme's admin may rename Edda, but not give her a role at Globex.
    const res = await call<ErrorReply>('POST', `/users/${id}/edit`, {
      as: 'org.admin@demo.test',
      body: {
        name: 'Not saved',
        email: 'not.saved@demo.test',
        isActive: false,
        roles: [
          { ...place, role: 'ADMIN' },
          { organizationId: globex, role: 'MEMBER' },
        ],
      },
    });
    expect(res.status).toBe(403);
    expect(await read(id)).toEqual(before);
    expect(await traces(id)).toEqual(traced);
  });

  it('refuses the account change where the caller does not administer every place of the user', async () => {
    const id = await newMember('edit.account@demo.test');
    const joined = await call('POST', `/workspace/users/${id}`, {
      as: 'super@demo.test',
      body: { organizationId: globex, role: 'MEMBER' },
    });
    expect(joined.status).toBe(200);
    const before = await read(id);
    // Her Acme role is Acme's admin's to change, her name (she is in Globex too) is not: neither is saved.
    const both = await call('POST', `/users/${id}/edit`, {
      as: 'org.admin@demo.test',
      body: { name: 'E.', roles: [{ ...place, role: 'ADMIN' }] },
    });
    expect(both.status).toBe(403);
    expect(await read(id)).toEqual(before);
    const roleOnly = await call<UserBody>('POST', `/users/${id}/edit`, {
      as: 'org.admin@demo.test',
      body: { roles: [{ ...place, role: 'ADMIN' }] },
    });
    expect(roleOnly.status).toBe(200);
    expect(roleOnly.body.assignments.find((a) => a.projectId === place.projectId)?.role).toBe('ADMIN');
  });

  it('lets people rename themselves but not change their own activation or roles they do not administer', async () => {
    const me = idOf('member@demo.test');
    const before = await read(me);
    const deactivate = await call('POST', `/users/${me}/edit`, {
      as: 'member@demo.test',
      body: { name: 'Max Self', isActive: false },
    });
    expect(deactivate.status).toBe(403);
    const promote = await call('POST', `/users/${me}/edit`, {
      as: 'member@demo.test',
      body: { name: 'Max Self', roles: [{ ...place, role: 'ADMIN' }] },
    });
    expect(promote.status).toBe(403);
    expect(await read(me)).toEqual(before);
    const renamed = await call<UserBody>('POST', `/users/${me}/edit`, {
      as: 'member@demo.test',
      body: { name: 'Max Self' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Max Self');
    await call('POST', `/users/${me}/edit`, { as: 'member@demo.test', body: { name: before.name } });
  });

  it('refuses an admin disabling themselves with 409, saving nothing else', async () => {
    const me = idOf('org.admin@demo.test');
    const before = await read(me);
    const res = await call<ErrorReply>('POST', `/users/${me}/edit`, {
      as: 'org.admin@demo.test',
      body: { name: 'Olga Gone', isActive: false },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You cannot deactivate yourself');
    expect(await read(me)).toEqual(before);
  });

  it('marks a taken email on the email field and keeps the role unchanged', async () => {
    const id = await newMember('edit.taken@demo.test');
    const res = await call<ErrorReply>('POST', `/users/${id}/edit`, {
      as: 'org.admin@demo.test',
      body: { email: 'super@demo.test', roles: [{ ...place, role: 'ADMIN' }] },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'A user with the email super@demo.test already exists',
      details: { email: 'A user with the email super@demo.test already exists' },
    });
    expect((await read(id)).assignments.map((a) => a.role)).toEqual(['MEMBER']);
  });

  it('validates like the separate calls, keys a role change’s errors by its place in the list, and needs a change', async () => {
    const id = await newMember('edit.invalid@demo.test');
    const empty = await call<ErrorReply>('POST', `/users/${id}/edit`, { as: 'org.admin@demo.test', body: {} });
    expect(empty.status).toBe(400);
    const long = await call<ErrorReply>('POST', `/users/${id}/edit`, {
      as: 'org.admin@demo.test',
      body: { name: 'x'.repeat(121), email: 'not an email', roles: [{ ...place, role: 'OWNER' }] },
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.details ?? {}).sort()).toEqual(['email', 'name', 'roles.0.role']);
    const mismatched = await call<ErrorReply>('POST', `/users/${id}/edit`, {
      as: 'super@demo.test',
      body: {
        name: 'Not saved',
        roles: [
          { ...place, role: 'MEMBER' },
          { ...place, organizationId: globex, role: 'ADMIN' },
        ],
      },
    });
    expect(mismatched.status).toBe(400);
    expect(Object.keys(mismatched.body.details ?? {})).toEqual(['roles.1.organizationId']);
    expect((await read(id)).name).toBe('Edda Edit');
  });

  it('answers 404 for an unknown user and 403 to someone with no role', async () => {
    expect((await call('POST', '/users/999999/edit', { as: 'org.admin@demo.test', body: { name: 'X' } })).status).toBe(
      404,
    );
    const id = await newMember('edit.stranger@demo.test');
    expect((await call('POST', `/users/${id}/edit`, { as: 'nobody@demo.test', body: { name: 'X' } })).status).toBe(403);
  });
});
