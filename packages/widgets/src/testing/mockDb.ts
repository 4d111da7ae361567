import type {
  BranchDetail,
  Notification,
  OrganizationDetail,
  ProjectDetail,
  User,
  UserInfo,
  UserSpace,
} from '@console/core';

/** The in-memory admin API data behind the mocked HTTP of stories and widget tests. */
export interface MockDb {
  me: UserInfo;
  organizations: OrganizationDetail[];
  branches: BranchDetail[];
  projects: ProjectDetail[];
  users: User[];
  notifications: Notification[];
  nextId: number;
  /** The open live streams (`/notifications/sse`); `pushNotification` writes to each. */
  streams: Set<ReadableStreamDefaultController<Uint8Array>>;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

function organization(id: number, name: string): OrganizationDetail {
  return {
    id,
    name,
    logo: null,
    description: `${name} runs its models here.`,
    contactEmail: `ops@${name.toLowerCase().replace(/\W+/g, '')}.test`,
    createdAt: day(id),
    branchCount: 0,
    projectCount: 0,
    userCount: 0,
    isAdmin: true,
  };
}

function branch(id: number, org: OrganizationDetail, name: string, location: string | null): BranchDetail {
  return {
    id,
    organizationId: org.id,
    organizationName: org.name,
    name,
    logo: null,
    description: '',
    location,
    createdAt: day(id),
    projectCount: 0,
    isAdmin: true,
  };
}

function project(id: number, b: BranchDetail, name: string, favorite = false): ProjectDetail {
  return {
    id,
    organizationId: b.organizationId,
    organizationName: b.organizationName,
    branchId: b.id,
    branchName: b.name,
    name,
    logo: null,
    description: '',
    createdAt: day(id),
    isFavorite: favorite,
    isAdmin: true,
    services: [],
  };
}

/**
 * A small tenant for a super admin: Acme AI (Research with twelve projects, Production) and Globex
 * (Headquarters), five people and three notifications, two unread. Each call returns fresh data.
 */
export function createMockDb(): MockDb {
  const acme = organization(1, 'Acme AI');
  const globex = organization(2, 'Globex');
  const research = branch(10, acme, 'Research', 'Lisbon');
  const production = branch(11, acme, 'Production', null);
  const hq = branch(20, globex, 'Headquarters', 'Zurich');
  const names = ['Vision Lab', 'Speech Lab', ...Array.from({ length: 10 }, (_, i) => `Experiment ${i + 3}`)];
  const projects = [
    ...names.map((name, i) => project(100 + i, research, name, i === 1)),
    project(150, production, 'Fraud Detection'),
    project(200, hq, 'Demand Forecast'),
  ];
  const person = (id: number, name: string, email: string, extra: Partial<User> = {}): User => ({
    id,
    name,
    email,
    isActive: true,
    isNewUser: false,
    isSuperAdmin: false,
    lastSignIn: day(300 + id),
    createdAt: day(id),
    assignments: [],
    ...extra,
  });
  const at = (id: number, role: 'ADMIN' | 'MEMBER', b?: BranchDetail, p?: ProjectDetail) => ({
    id,
    scope: p ? ('PROJECT' as const) : b ? ('BRANCH' as const) : ('ORGANIZATION' as const),
    organizationId: acme.id,
    organizationName: acme.name,
    branchId: b?.id ?? null,
    branchName: b?.name ?? null,
    projectId: p?.id ?? null,
    projectName: p?.name ?? null,
    role,
  });
  const vision = projects[0] as ProjectDetail;
  return {
    me: { id: 1, email: 'sam@demo.test', name: 'Sam Super', isSuperAdmin: true, totalUnreadNotification: 2 },
    organizations: [acme, globex],
    branches: [research, production, hq],
    projects,
    users: [
      person(1, 'Sam Super', 'sam@demo.test', { isSuperAdmin: true }),
      person(2, 'Olga Org', 'olga@acme.test', { assignments: [at(1, 'ADMIN')] }),
      person(3, 'Ben Branch', 'ben@acme.test', { assignments: [at(2, 'ADMIN', research)] }),
      person(4, 'Max Member', 'max@acme.test', {
        isNewUser: true,
        lastSignIn: null,
        assignments: [at(3, 'MEMBER', research, vision)],
      }),
      person(5, 'Ida Inactive', 'ida@acme.test', { isActive: false, assignments: [at(4, 'MEMBER', research, vision)] }),
    ],
    notifications: [
      notification(3, 'Project created', 'Vision Lab was created.', false, '/org-module/projects'),
      notification(2, 'Service ready', 'Object storage is ready in Vision Lab.', false, null),
      notification(1, 'Branch created', 'Research was created.', true, '/org-module/branches'),
    ],
    nextId: 1000,
    streams: new Set(),
  };
}

/** Adds a notification and sends it down every open live stream, as the reference server does. */
export function pushNotification(db: MockDb, notification: Notification): void {
  db.notifications.unshift(notification);
  const event = new TextEncoder().encode(`id: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
  for (const stream of db.streams) stream.enqueue(event);
}

function notification(id: number, title: string, content: string, isRead: boolean, link: string | null): Notification {
  return {
    id,
    type: 'project.created',
    category: 'PROJECT',
    severity: 'success',
    title,
    content,
    link,
    createdAt: day(320 + id),
    isRead,
  };
}

/** The organizations > branches > projects the mocked super admin sees. */
export function spaceOf(db: MockDb): UserSpace {
  return {
    isSuperAdmin: db.me.isSuperAdmin,
    organizations: db.organizations.map((o) => ({
      id: o.id,
      name: o.name,
      logo: o.logo,
      isAdmin: true,
      branches: db.branches
        .filter((b) => b.organizationId === o.id)
        .map((b) => ({
          id: b.id,
          name: b.name,
          logo: b.logo,
          isAdmin: true,
          projects: db.projects
            .filter((p) => p.branchId === b.id)
            .map((p) => ({ id: p.id, name: p.name, logo: p.logo, isAdmin: true, services: [] })),
        })),
    })),
  };
}
