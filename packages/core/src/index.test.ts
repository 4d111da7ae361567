import { afterEach, describe, expect, it, vi } from 'vitest';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'location',
  'navigator',
  'history',
  'localStorage',
  'sessionStorage',
  'BroadcastChannel',
];
const saved = new Map<string, PropertyDescriptor | undefined>();

afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
  saved.clear();
});

describe.each([
  ['@console/core', () => import('./'), 'createAdminApi'],
  ['@console/core/client', () => import('./client'), 'createConsoleClient'],
  ['@console/core/stream', () => import('./stream'), 'createAuditStream'],
  ['@console/core/notifications', () => import('./notifications'), 'toastForNotification'],
  ['@console/core/inference', () => import('./inference'), 'createInferenceClient'],
])('%s entry', (_name, load, anExport) => {
  it('reads no browser global at import time', async () => {
    const touched: string[] = [];
    for (const name of BROWSER_GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          throw new Error(`${name} read at import time`);
        },
      });
    }
    vi.resetModules();
    // ofetch's Node entry loads a fetch polyfill that probes `window`; browsers get its plain entry.
    vi.doMock('ofetch', () => ({ createFetch: () => ({ create: () => ({}) }) }));
    const entry: Record<string, unknown> = await load();
    vi.doUnmock('ofetch');
    expect(touched).toEqual([]);
    expect(typeof entry[anExport]).toBe('function');
  });
});

describe('@console/core entry points', () => {
  it('keep the client, the stream, the inbox, inference and the enum values out of the root entry', async () => {
    const root: Record<string, unknown> = await import('./');
    for (const name of [
      'createConsoleClient',
      'EventStream',
      'NotificationInbox',
      'createInferenceClient',
      'gpuTypeValues',
    ])
      expect(root[name]).toBeUndefined();
    const enums: Record<string, unknown> = await import('./enums');
    expect(enums.gpuTypeValues).toContain('NVIDIA_H100');
  });
});
