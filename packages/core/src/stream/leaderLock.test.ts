import { describe, expect, it, vi } from 'vitest';
import { fakeLocks } from '../testing';
import { claimLeadership } from './leaderLock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('claimLeadership', () => {
  it('gives the lock to one tab at a time and hands it on when released', async () => {
    const locks = fakeLocks();
    const a = vi.fn();
    const b = vi.fn();
    const first = claimLeadership(locks, 'leader', a);
    claimLeadership(locks, 'leader', b);
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    first.release();
    await tick();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting when released before its turn', async () => {
    const locks = fakeLocks();
    const holder = claimLeadership(locks, 'leader', vi.fn());
    const waiting = vi.fn();
    claimLeadership(locks, 'leader', waiting).release();
    holder.release();
    await tick();
    expect(waiting).not.toHaveBeenCalled();
    expect(locks.held.size).toBe(0);
  });
});
