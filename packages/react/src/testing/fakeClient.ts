import { DEFAULT_SERVICE_IDS, type Notification, ToastStore, type UserInfo, type UserSpace } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { type InboxStream, NotificationInbox } from '@console/core/notifications';
import type { EventStreamState, EventStreamStatus } from '@console/core/stream';
import { type Mock, vi } from 'vitest';
import { fakeAuth } from './fakeAuth';

/** A demo tenant: org 1 > branch 10 > projects 100 (notebook hub, admin) and 101 (member). */
export function demoSpace(overrides: Partial<UserSpace> = {}): UserSpace {
  return {
    isSuperAdmin: false,
    organizations: [
      {
        id: 1,
        name: 'Acme AI',
        logo: null,
        isAdmin: false,
        branches: [
          {
            id: 10,
            name: 'Research',
            logo: null,
            isAdmin: false,
            projects: [
              { id: 100, name: 'Vision Lab', logo: null, isAdmin: false, services: [{ id: 1 }, { id: 5 }] },
              { id: 101, name: 'Speech Lab', logo: null, isAdmin: false, services: [] },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** A live-stream stand-in that lets a test push messages; `start` opens it, `close` closes it. */
function fakeStream(): InboxStream & {
  start: Mock<() => void>;
  close: Mock<() => void>;
  suspend: Mock<() => void>;
  retryNow: Mock<() => void>;
  emit(n: Notification): void;
  /** The server could not resume the stream (`event: reset`). */
  reset(): void;
} {
  const messageListeners = new Set<(n: Notification) => void>();
  const resetListeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let state: EventStreamState = { status: 'idle' };
  const set = (status: EventStreamStatus) => {
    state = { status };
    for (const l of statusListeners) l();
  };
  return {
    start: vi.fn(() => set('open')),
    close: vi.fn(() => set('closed')),
    suspend: vi.fn(() => set('idle')),
    retryNow: vi.fn(),
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onMessage(listener: (n: Notification) => void) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    emit(n: Notification) {
      for (const l of messageListeners) l(n);
    },
    onReset(listener: () => void) {
      resetListeners.add(listener);
      return () => resetListeners.delete(listener);
    },
    reset() {
      for (const l of resetListeners) l();
    },
  };
}

type PageOf = { items: Notification[]; pageIndex: number; pageSize: number; total: number };
/** The spied API calls of {@link fakeClient}. */
export interface FakeApi {
  users: { info: Mock<() => Promise<UserInfo>>; space: Mock<() => Promise<UserSpace>> };
  jupyterhub: { check: Mock<(projectId: number) => Promise<{ isHaveJupyterhub: boolean }>> };
  notifications: {
    list: Mock<(userId: number, q: { pageIndex?: number; pageSize?: number }) => Promise<PageOf>>;
    markRead: Mock<(userId: number, ids: number[]) => Promise<{ totalUnreadNotification: number }>>;
    markAllRead: Mock<(userId: number) => Promise<{ totalUnreadNotification: number }>>;
  };
}

/** A console client with core's real ToastStore, NotificationInbox and service ids, and spied API calls. */
export function fakeClient(options: { authenticated?: boolean; space?: UserSpace; user?: Partial<UserInfo> } = {}) {
  const auth = fakeAuth(options.authenticated ?? true);
  const notifications = fakeStream();
  const user: UserInfo = {
    id: 7,
    email: 'max@demo.test',
    name: 'Max',
    isSuperAdmin: false,
    totalUnreadNotification: 3,
    ...options.user,
  };
  const api: FakeApi = {
    users: { info: vi.fn(async () => user), space: vi.fn(async () => options.space ?? demoSpace()) },
    jupyterhub: { check: vi.fn(async (projectId: number) => ({ isHaveJupyterhub: projectId === 100 })) },
    notifications: {
      list: vi.fn(async (_userId: number, q: { pageIndex?: number; pageSize?: number }) => ({
        items: [] as Notification[],
        pageIndex: q.pageIndex ?? 0,
        pageSize: q.pageSize ?? 10,
        total: 0,
      })),
      markRead: vi.fn(async () => ({ totalUnreadNotification: 1 })),
      markAllRead: vi.fn(async () => ({ totalUnreadNotification: 0 })),
    },
  };
  const toasts = new ToastStore();
  // Core's real inbox over the stand-ins: the bindings under test only subscribe to it.
  const inbox = new NotificationInbox({ stream: notifications, auth, api, toasts });
  const client = {
    config: { serviceIds: DEFAULT_SERVICE_IDS },
    auth,
    api,
    notifications,
    inbox,
    toasts,
  } as unknown as ConsoleClient;
  return { client, auth, api, notifications, inbox, toasts, user };
}

/** A notification as the server sends it. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 500,
    type: 'project.created',
    category: 'PROJECT',
    severity: 'success',
    title: 'Project created',
    content: 'Vision Lab was created.',
    link: null,
    createdAt: '2026-11-21T20:00:00.000Z',
    isRead: false,
    ...overrides,
  };
}
