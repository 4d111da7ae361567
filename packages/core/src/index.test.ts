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

describe('@console/core entry', () => {
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
    const core = await import('./');
    vi.doUnmock('ofetch');
    expect(touched).toEqual([]);
    expect(typeof core.createConsoleClient).toBe('function');
  });
});
