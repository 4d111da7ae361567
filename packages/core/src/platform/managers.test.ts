import { describe, expect, it, vi } from 'vitest';
import { OnlineManager } from './onlineManager';
import { VisibilityManager } from './visibilityManager';

describe('OnlineManager and VisibilityManager', () => {
  it.each([
    [
      'online',
      () => new OnlineManager(),
      (m: OnlineManager, v: boolean) => m.setOnline(v),
      (m: OnlineManager) => m.isOnline(),
    ],
    [
      'visibility',
      () => new VisibilityManager(),
      (m: VisibilityManager, v: boolean) => m.setVisible(v),
      (m: VisibilityManager) => m.isVisible(),
    ],
  ] as const)('%s: installs the listener while subscribed and reports changes once', (_name, make, set, get) => {
    const manager = make() as OnlineManager & VisibilityManager;
    let push: ((value: boolean) => void) | undefined;
    const cleanup = vi.fn();
    manager.setEventListener((setter) => {
      push = setter;
      return cleanup;
    });
    const listener = vi.fn();
    const unsubscribe = manager.subscribe(listener);
    push?.(false);
    push?.(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(get(manager)).toBe(false);
    set(manager, true);
    expect(listener).toHaveBeenLastCalledWith(true);
    unsubscribe();
    expect(cleanup).toHaveBeenCalled();
  });
});
