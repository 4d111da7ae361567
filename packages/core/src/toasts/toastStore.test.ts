import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastForNotification } from '../notifications/toastForNotification';
import { ToastStore } from './toastStore';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastStore', () => {
  it('shows a toast with defaults and removes it after 10 s', () => {
    const store = new ToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ severity: 'info', summary: 'Saved' });
    expect(store.getSnapshot()).toEqual([{ id, severity: 'info', summary: 'Saved', life: 10_000, closable: true }]);
    vi.advanceTimersByTime(9_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('dismisses early, keeps snapshots stable between changes, and stops timers on destroy', () => {
    const store = new ToastStore();
    const a = store.show({ severity: 'warn', summary: 'A', group: 'g' });
    store.show({ severity: 'error', summary: 'B', life: 60_000 });
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
    store.dismiss(a);
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['B']);
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears a group', () => {
    const store = new ToastStore();
    store.show({ severity: 'info', summary: 'A', group: 'root' });
    store.show({ severity: 'info', summary: 'B' });
    store.clear('root');
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['B']);
  });
});

describe('toastForNotification', () => {
  const base = { title: 'Project created', content: 'Project "ml" is ready' };

  it.each(['ORGANIZATION', 'BRANCH', 'PROJECT', 'SERVICE'])('toasts a successful %s event for 30 s', (category) => {
    expect(toastForNotification({ ...base, category, severity: 'success' })).toEqual({
      severity: 'success',
      summary: 'Project created',
      detail: 'Project "ml" is ready',
      life: 30_000,
      closable: true,
    });
  });

  it.each([
    ['USER', 'success'],
    ['SYSTEM', 'success'],
    ['PROJECT', 'info'],
    ['SERVICE', 'error'],
    ['project', 'success'],
  ])('stays quiet for %s / %s', (category, severity) => {
    expect(toastForNotification({ ...base, category, severity })).toBeNull();
  });
});
