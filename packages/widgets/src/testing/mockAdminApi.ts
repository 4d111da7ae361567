import { HttpResponse, http, type RequestHandler } from 'msw';
import { type MockDb, spaceOf } from './mockDb';

/** Where the mocked admin API answers: `/api` on any origin (the page's own in Storybook and tests). */
const api = (path: string) => `*/api${path}`;

type Row = { id: number; name: string; createdAt: string };

/** A page of `rows` for the list query of `url`: search on `searchIn`, sortBy NAME / CREATED_AT / ID, paging. */
function pageOf<T extends Row>(rows: readonly T[], url: URL, searchIn: (row: T) => string = (row) => row.name) {
  const q = url.searchParams;
  const search = (q.get('search') ?? '').trim().toLowerCase();
  const pageIndex = Number(q.get('pageIndex') ?? 0);
  const pageSize = Number(q.get('pageSize') ?? 10);
  const key = q.get('sortBy') ?? 'ID';
  const direction = (q.get('sortOrder') ?? 'DESC') === 'DESC' ? -1 : 1;
  const value = (row: T) => (key === 'NAME' ? row.name : key === 'CREATED_AT' ? row.createdAt : row.id);
  const found = rows
    .filter((row) => searchIn(row).toLowerCase().includes(search))
    .sort((a, b) => (value(a) < value(b) ? -direction : value(a) > value(b) ? direction : 0));
  const items = found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  return HttpResponse.json({ items, pageIndex, pageSize, total: found.length });
}

const numberParam = (url: URL, name: string) => {
  const raw = url.searchParams.get(name);
  return raw === null ? undefined : Number(raw);
};
const notFound = (what: string) => HttpResponse.json({ message: `${what} not found` }, { status: 404 });
/** The reference server's answer to a duplicate: 409 with the field it is about in `details`. */
const conflict = (field: string, message: string) =>
  HttpResponse.json({ message, details: { [field]: message } }, { status: 409 });
const blankName = () =>
  HttpResponse.json({ message: 'Validation failed', details: { name: 'Enter a name' } }, { status: 400 });
const sameName = (rows: readonly Row[], name: string, except?: number) =>
  rows.some((row) => row.id !== except && row.name.toLowerCase() === name.trim().toLowerCase());

/** A role at a place, as `users.assign` and each role change of `users.edit` take it. */
interface RoleBody {
  organizationId: number;
  branchId?: number;
  projectId?: number;
  role: 'ADMIN' | 'MEMBER';
}
type MockUser = MockDb['users'][number];

/** The user's assignment exactly at the body's place. */
const heldAt = (user: MockUser, body: RoleBody) =>
  user.assignments.find(
    (a) =>
      a.organizationId === body.organizationId &&
      a.branchId === (body.branchId ?? null) &&
      a.projectId === (body.projectId ?? null),
  );

/** Whether the role can be given: the place is held already, or a known project. */
const canGiveRole = (db: MockDb, user: MockUser, body: RoleBody) =>
  heldAt(user, body) !== undefined || db.projects.some((p) => p.id === body.projectId);

/** Gives the role; a role at a place the user already holds one is replaced, as the reference server does. */
function giveRole(db: MockDb, user: MockUser, body: RoleBody) {
  const held = heldAt(user, body);
  if (held) {
    held.role = body.role;
    return;
  }
  const p = db.projects.find((x) => x.id === body.projectId);
  if (!p) return;
  user.assignments.push({
    id: db.nextId++,
    scope: 'PROJECT',
    organizationId: p.organizationId,
    organizationName: p.organizationName,
    branchId: p.branchId,
    branchName: p.branchName,
    projectId: p.id,
    projectName: p.name,
    role: body.role,
  });
}

/** Organization, branch and project calls of the mocked admin API. */
function tenancyHandlers(db: MockDb): RequestHandler[] {
  const counted = () =>
    db.organizations.map((o) => ({
      ...o,
      branchCount: db.branches.filter((b) => b.organizationId === o.id).length,
      projectCount: db.projects.filter((p) => p.organizationId === o.id).length,
    }));
  return [
    http.get(api('/organizations'), ({ request }) => pageOf(counted(), new URL(request.url))),
    http.post(api('/organizations'), async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string; contactEmail?: string | null };
      if (!body.name?.trim()) return blankName();
      if (sameName(db.organizations, body.name))
        return conflict('name', `An organization named ${body.name.trim()} already exists`);
      const created = {
        ...(db.organizations[0] as MockDb['organizations'][number]),
        id: db.nextId++,
        name: body.name.trim(),
        description: body.description ?? '',
        contactEmail: body.contactEmail ?? null,
        createdAt: new Date().toISOString(),
      };
      db.organizations.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/organizations/:id'), ({ params }) => {
      const found = counted().find((o) => o.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound('Organization');
    }),
    http.put(api('/organizations/:id'), async ({ request, params }) => {
      const found = db.organizations.find((o) => o.id === Number(params.id));
      if (!found) return notFound('Organization');
      const body = (await request.json()) as { name: string };
      if (sameName(db.organizations, body.name, found.id))
        return conflict('name', `An organization named ${body.name.trim()} already exists`);
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    http.delete(api('/organizations/:id'), ({ params }) => {
      const id = Number(params.id);
      const found = db.organizations.find((o) => o.id === id);
      if (!found) return notFound('Organization');
      db.organizations = db.organizations.filter((o) => o.id !== id);
      return HttpResponse.json({ message: `${found.name} deleted` });
    }),
    http.get(api('/branches'), ({ request }) => {
      const url = new URL(request.url);
      const organizationId = numberParam(url, 'organizationId');
      return pageOf(
        db.branches.filter((b) => organizationId === undefined || b.organizationId === organizationId),
        url,
      );
    }),
    http.post(api('/branches'), async ({ request }) => {
      const body = (await request.json()) as { organizationId: number; name: string; location?: string | null };
      const org = db.organizations.find((o) => o.id === body.organizationId);
      if (!org) return notFound('Organization');
      if (!body.name?.trim()) return blankName();
      const siblings = db.branches.filter((b) => b.organizationId === org.id);
      if (sameName(siblings, body.name))
        return conflict('name', `A branch named ${body.name} already exists in this organization`);
      const created = {
        ...(db.branches[0] as MockDb['branches'][number]),
        id: db.nextId++,
        organizationId: org.id,
        organizationName: org.name,
        name: body.name.trim(),
        location: body.location ?? null,
        projectCount: 0,
        createdAt: new Date().toISOString(),
      };
      db.branches.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/branches/:id'), ({ params }) => {
      const found = db.branches.find((b) => b.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound('Branch');
    }),
    http.put(api('/branches/:id'), async ({ request, params }) => {
      const found = db.branches.find((b) => b.id === Number(params.id));
      if (!found) return notFound('Branch');
      const body = (await request.json()) as { name: string };
      const siblings = db.branches.filter((b) => b.organizationId === found.organizationId);
      if (sameName(siblings, body.name, found.id))
        return conflict('name', `A branch named ${body.name} already exists in this organization`);
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    http.delete(api('/branches/:id'), ({ params }) => {
      const id = Number(params.id);
      const found = db.branches.find((b) => b.id === id);
      if (!found) return notFound('Branch');
      db.branches = db.branches.filter((b) => b.id !== id);
      return HttpResponse.json({ message: `${found.name} deleted` });
    }),
    http.get(api('/workspace/project'), ({ request }) => {
      const url = new URL(request.url);
      const orgId = numberParam(url, 'orgId');
      const branchId = numberParam(url, 'branchId');
      const serviceId = numberParam(url, 'serviceId');
      const rows = db.projects.filter(
        (p) =>
          (orgId === undefined || p.organizationId === orgId) &&
          (branchId === undefined || p.branchId === branchId) &&
          (serviceId === undefined || p.services.some((s) => s.serviceId === serviceId)),
      );
      return pageOf(rows, url);
    }),
    http.post(api('/workspace/project'), async ({ request }) => {
      const body = (await request.json()) as { branchId: number; name: string; description?: string };
      const b = db.branches.find((x) => x.id === body.branchId);
      if (!b) return notFound('Branch');
      if (!body.name?.trim()) return blankName();
      const siblings = db.projects.filter((p) => p.branchId === b.id);
      if (sameName(siblings, body.name))
        return conflict('name', `A project named ${body.name} already exists in this branch`);
      const created = {
        ...(db.projects[0] as MockDb['projects'][number]),
        id: db.nextId++,
        organizationId: b.organizationId,
        organizationName: b.organizationName,
        branchId: b.id,
        branchName: b.name,
        name: body.name.trim(),
        description: body.description ?? '',
        isFavorite: false,
        services: [],
        createdAt: new Date().toISOString(),
      };
      db.projects.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(api('/workspace/project/ddl'), ({ request }) => {
      const url = new URL(request.url);
      const [orgId, branchId] = [numberParam(url, 'orgId'), numberParam(url, 'branchId')];
      const rows = db.projects.filter(
        (p) =>
          (orgId === undefined || p.organizationId === orgId) && (branchId === undefined || p.branchId === branchId),
      );
      return HttpResponse.json(rows.map((p) => ({ id: p.id, name: p.name })));
    }),
    http.get(api('/workspace/project/:id/status'), ({ params }) => {
      const found = db.projects.find((p) => p.id === Number(params.id));
      return found ? HttpResponse.json(found.services) : notFound('Project');
    }),
    http.get(api('/workspace/project/:id/service/current'), ({ params }) => {
      const found = db.projects.find((p) => p.id === Number(params.id));
      return found ? HttpResponse.json(found.services) : notFound('Project');
    }),
    http.get(api('/workspace/project/:id/groups'), ({ params }) => {
      const found = db.projects.find((p) => p.id === Number(params.id));
      if (!found) return notFound('Project');
      const members = (role: 'ADMIN' | 'MEMBER') =>
        db.users.flatMap((u) =>
          u.assignments.some((a) => a.projectId === found.id && a.role === role)
            ? [{ id: u.id, email: u.email, name: u.name, isActive: u.isActive, role }]
            : [],
        );
      return HttpResponse.json([
        { name: `${found.name} admins`, role: 'ADMIN', members: members('ADMIN') },
        { name: `${found.name} members`, role: 'MEMBER', members: members('MEMBER') },
      ]);
    }),
    http.get(api('/workspace/project/:id'), ({ params }) => {
      const found = db.projects.find((p) => p.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound('Project');
    }),
    http.put(api('/workspace/project/:id'), async ({ request, params }) => {
      const found = db.projects.find((p) => p.id === Number(params.id));
      if (!found) return notFound('Project');
      const body = (await request.json()) as { name: string };
      const siblings = db.projects.filter((p) => p.branchId === found.branchId);
      if (sameName(siblings, body.name, found.id))
        return conflict('name', `A project named ${body.name} already exists in this branch`);
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    http.delete(api('/workspace/project/:id'), ({ params }) => {
      const id = Number(params.id);
      const found = db.projects.find((p) => p.id === id);
      if (!found) return notFound('Project');
      db.projects = db.projects.filter((p) => p.id !== id);
      return HttpResponse.json({ message: `${found.name} deleted` });
    }),
    http.post(api('/workspace/project/:id/favorite'), ({ request, params }) => {
      const found = db.projects.find((p) => p.id === Number(params.id));
      if (!found) return notFound('Project');
      found.isFavorite = new URL(request.url).searchParams.get('isFavorite') === 'true';
      return HttpResponse.json({ message: 'Saved' });
    }),
  ];
}

/** User, user-space and notification calls of the mocked admin API. */
function userHandlers(db: MockDb): RequestHandler[] {
  const unread = () => db.notifications.filter((n) => !n.isRead).length;
  return [
    http.get(api('/users/info'), () => HttpResponse.json({ ...db.me, totalUnreadNotification: unread() })),
    http.get(api('/users/space'), () => HttpResponse.json(spaceOf(db))),
    http.get(api('/users/isUserExit'), ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      return HttpResponse.json({ exists: db.users.some((u) => u.email === email) });
    }),
    // The export answers the query it was sent, so a test can check the filters in force reached it.
    http.get(api('/users/export'), ({ request }) =>
      HttpResponse.text(`query\r\n${new URL(request.url).search}\r\n`, { headers: { 'Content-Type': 'text/csv' } }),
    ),
    http.get(api('/users'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams;
      const [org, branch, project] = ['organizationId', 'branchId', 'projectId'].map((k) => numberParam(url, k));
      const flag = (name: string) => (q.has(name) ? q.get(name) === 'true' : undefined);
      const [isActive, isNewUser, role] = [flag('isActive'), flag('isNewUser'), q.get('role')];
      const rows = db.users.filter(
        (u) =>
          (org === undefined || u.assignments.some((a) => a.organizationId === org)) &&
          (branch === undefined || u.assignments.some((a) => a.branchId === branch)) &&
          (project === undefined || u.assignments.some((a) => a.projectId === project)) &&
          (isActive === undefined || u.isActive === isActive) &&
          (isNewUser === undefined || u.isNewUser === isNewUser) &&
          (role === null || u.assignments.some((a) => a.role === role)),
      );
      return pageOf(rows, url, (u) => `${u.name} ${u.email}`);
    }),
    http.post(api('/users'), async ({ request }) => {
      const body = (await request.json()) as { email: string; name: string };
      if (db.users.some((u) => u.email === body.email))
        return conflict('email', `A user with the email ${body.email} already exists`);
      const created = { ...(db.users[1] as MockDb['users'][number]), id: db.nextId++, ...body, isNewUser: true };
      db.users.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(api('/users/reset'), () =>
      HttpResponse.json({ message: 'If the account exists, reset instructions are on their way.' }, { status: 202 }),
    ),
    http.post(api('/users/:id'), async ({ request, params }) => {
      const found = db.users.find((u) => u.id === Number(params.id));
      if (!found) return notFound('User');
      const body = (await request.json()) as { name?: string; email?: string };
      if (body.name !== undefined && !body.name.trim()) return blankName();
      if (body.email !== undefined && db.users.some((u) => u.id !== found.id && u.email === body.email))
        return conflict('email', `A user with the email ${body.email} already exists`);
      Object.assign(found, body);
      return HttpResponse.json(found);
    }),
    http.post(api('/users/:id/edit'), async ({ request, params }) => {
      const found = db.users.find((u) => u.id === Number(params.id));
      if (!found) return notFound('User');
      const { roles = [], ...account } = (await request.json()) as {
        name?: string;
        email?: string;
        isActive?: boolean;
        roles?: RoleBody[];
      };
      // Everything is checked before anything changes: the edit is saved whole or not at all, as on the server.
      if (account.name !== undefined && !account.name.trim()) return blankName();
      if (account.email !== undefined && db.users.some((u) => u.id !== found.id && u.email === account.email))
        return conflict('email', `A user with the email ${account.email} already exists`);
      if (account.isActive === false && found.id === db.me.id)
        return HttpResponse.json({ message: 'You cannot deactivate yourself' }, { status: 409 });
      if (!roles.every((role) => canGiveRole(db, found, role))) return notFound('Project');
      Object.assign(found, account);
      for (const role of roles) giveRole(db, found, role);
      return HttpResponse.json(found);
    }),
    http.get(api('/users/:id'), ({ params }) => {
      const found = db.users.find((u) => u.id === Number(params.id));
      return found ? HttpResponse.json(found) : notFound('User');
    }),
    http.get(api('/users/:id/space'), ({ params }) =>
      db.users.some((u) => u.id === Number(params.id)) ? HttpResponse.json(spaceOf(db)) : notFound('User'),
    ),
    http.post(api('/workspace/users/:id'), async ({ request, params }) => {
      const found = db.users.find((u) => u.id === Number(params.id));
      if (!found) return notFound('User');
      const body = (await request.json()) as RoleBody;
      if (!canGiveRole(db, found, body)) return notFound('Project');
      giveRole(db, found, body);
      return HttpResponse.json(found);
    }),
    http.put(api('/users/:id/activate/:flag'), ({ params }) => {
      const found = db.users.find((u) => u.id === Number(params.id));
      if (!found) return notFound('User');
      if (found.id === db.me.id)
        return HttpResponse.json({ message: 'You cannot deactivate yourself' }, { status: 409 });
      found.isActive = params.flag === 'true';
      return HttpResponse.json(found);
    }),
    http.post(api('/users/:id/reinvite'), ({ params }) => {
      const found = db.users.find((u) => u.id === Number(params.id));
      if (!found) return notFound('User');
      if (!found.isNewUser) return HttpResponse.json({ message: 'This user has already signed in' }, { status: 409 });
      return HttpResponse.json({ message: 'Sent' });
    }),
    http.get(api('/notifications/sse'), () => {
      let self: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          self = controller;
          db.streams.add(controller);
          controller.enqueue(new TextEncoder().encode(': connected\n\n'));
        },
        cancel() {
          if (self) db.streams.delete(self);
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
    http.get(api('/users/:id/notification'), ({ request }) => {
      const url = new URL(request.url);
      const unreadOnly = url.searchParams.get('isRead') === 'false';
      const rows = db.notifications.filter((n) => !unreadOnly || !n.isRead);
      const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const items = rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
      return HttpResponse.json({ items, pageIndex, pageSize, total: rows.length });
    }),
    http.post(api('/users/:id/notification'), async ({ request }) => {
      const { notificationIds } = (await request.json()) as { notificationIds: number[] };
      for (const n of db.notifications) if (notificationIds.includes(n.id)) n.isRead = true;
      return HttpResponse.json({ totalUnreadNotification: unread() });
    }),
    http.patch(api('/users/:id/notification'), () => {
      for (const n of db.notifications) n.isRead = true;
      return HttpResponse.json({ totalUnreadNotification: 0 });
    }),
  ];
}

/**
 * An admin API in memory, as msw handlers: lists with search, sort, paging and filters; create, update and delete
 * with the reference server's 400 and 409 answers (a duplicate name is a 409 whose `details` name the field).
 */
export function mockAdminApi(db: MockDb): RequestHandler[] {
  return [...userHandlers(db), ...tenancyHandlers(db)];
}
