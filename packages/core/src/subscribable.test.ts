import { describe, expect, it, vi } from 'vitest';
import { Subscribable } from './subscribable';

class Counter extends Subscribable {
  subscribed = 0;
  unsubscribed = 0;
  emit() {
    for (const listener of this.listeners) listener();
  }
  protected override onSubscribe() {
    this.subscribed++;
  }
  protected override onUnsubscribe() {
    this.unsubscribed++;
  }
}

describe('Subscribable', () => {
  it('notifies listeners until they unsubscribe', () => {
    const counter = new Counter();
    const listener = vi.fn();
    const unsubscribe = counter.subscribe(listener);
    counter.emit();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(counter.hasListeners()).toBe(true);
    unsubscribe();
    counter.emit();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(counter.hasListeners()).toBe(false);
  });

  it('keeps subscribe bound so it can be passed detached', () => {
    const counter = new Counter();
    const { subscribe } = counter;
    const unsubscribe = subscribe(() => {});
    expect(counter.subscribed).toBe(1);
    unsubscribe();
    expect(counter.unsubscribed).toBe(1);
  });
});
