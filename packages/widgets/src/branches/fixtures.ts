import type { BranchRow } from './types';

/** `count` branches for stories and tests. */
export function sampleBranches(count: number, offset = 0): BranchRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: n,
      name: `Branch ${n}`,
      description: n % 3 ? `Team ${n}` : '',
      location: n % 2 ? 'Lisbon' : null,
      organizationName: 'Acme Research',
      projectCount: n % 6,
      createdAt: new Date(Date.UTC(2026, 1, 1) + n * 86_400_000).toISOString(),
      logo: null,
    };
  });
}
