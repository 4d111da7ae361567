import { describe, expect, it } from 'vitest';
import { afterApproval, describeAmounts, NONE, shortfall } from './amounts';

const a = (gpus: number, cpuCores = 0, memoryGiB = 0) => ({ gpus, cpuCores, memoryGiB });

describe('afterApproval', () => {
  it('ends at the branch when its headroom covers the raise', () => {
    expect(afterApproval('BRANCH', a(2), { branch: a(4), organization: NONE })).toEqual({
      final: true,
      raises: { project: a(2), branch: NONE, organization: NONE },
    });
  });
  it('goes to the organization past the branch headroom, and it hands the branch the shortfall', () => {
    const headrooms = { branch: a(1, 10), organization: a(8, 0) };
    expect(afterApproval('BRANCH', a(3, 4), headrooms)).toEqual({ final: false, next: 'ORGANIZATION' });
    expect(afterApproval('ORGANIZATION', a(3, 4), headrooms)).toEqual({
      final: true,
      raises: { project: a(3, 4), branch: a(2), organization: NONE },
    });
  });
  it('goes to the super admins past the organization headroom, who raise every tier', () => {
    const headrooms = { branch: a(0), organization: a(1) };
    expect(afterApproval('ORGANIZATION', a(4), headrooms)).toEqual({ final: false, next: 'PLATFORM' });
    expect(afterApproval('PLATFORM', a(4), headrooms)).toEqual({
      final: true,
      raises: { project: a(4), branch: a(4), organization: a(3) },
    });
  });
  it('counts a negative headroom as none', () => {
    expect(shortfall(a(2), a(-3))).toEqual(a(2));
  });
});

describe('describeAmounts', () => {
  it('names what is not zero', () => {
    expect(describeAmounts(a(2, 0, 64))).toBe('2 GPUs, 64 GiB of memory');
    expect(describeAmounts(NONE)).toBe('nothing');
  });
});
