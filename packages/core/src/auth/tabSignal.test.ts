// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fakeChannelHub } from '../testing';
import { createTabSignal } from './tabSignal';

describe('createTabSignal', () => {
  it('carries messages between tabs over a channel, ignoring foreign ones', async () => {
    const hub = fakeChannelHub();
    const received = vi.fn();
    const a = createTabSignal(hub(), vi.fn());
    const b = createTabSignal(hub(), received);
    a.post({ type: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toHaveBeenCalledWith({ type: 'signed-out' });
    b.close();
    a.post({ type: 'signed-in' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toHaveBeenCalledTimes(1);
  });

  it('falls back to storage events without BroadcastChannel', () => {
    const received = vi.fn();
    const signal = createTabSignal(undefined, received, () => 42);
    signal.post({ type: 'signed-out' });
    const written = localStorage.getItem('console.auth-signal');
    expect(JSON.parse(written ?? '{}')).toEqual({ type: 'signed-out', at: 42 });
    // Another tab's write arrives as a storage event.
    window.dispatchEvent(new StorageEvent('storage', { key: 'console.auth-signal', newValue: written }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: written }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'console.auth-signal', newValue: '{bad' }));
    expect(received).toHaveBeenCalledTimes(1);
    expect(received).toHaveBeenCalledWith({ type: 'signed-out' });
    signal.close();
    window.dispatchEvent(new StorageEvent('storage', { key: 'console.auth-signal', newValue: written }));
    expect(received).toHaveBeenCalledTimes(1);
  });
});
