import type { OrganizationRow } from './types';

/** `count` organizations for stories and tests. */
export function sampleOrganizations(count: number, offset = 0): OrganizationRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: n,
      name: `Organization ${n}`,
      description: n % 4 === 0 ? '' : `Research group ${n}`,
      contactEmail: n % 3 === 0 ? null : `admin${n}@demo.test`,
      branchCount: n % 5,
      projectCount: (n * 3) % 11,
      userCount: (n * 7) % 40,
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
    };
  });
}
