import type { UserRow } from './types';

/** `count` users for stories and tests: every fourth inactive, every fifth new, odd ones admins. */
export function sampleUsers(count: number, offset = 0): UserRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: n,
      name: `User ${n}`,
      email: `user${n}@demo.test`,
      isActive: n % 4 !== 0,
      isNewUser: n % 5 === 0,
      lastSignIn: n % 5 === 0 ? null : new Date(Date.UTC(2026, 10, 20, 8) - n * 3_600_000).toISOString(),
      assignments: [
        {
          id: n,
          scope: n % 2 ? 'ORGANIZATION' : 'PROJECT',
          role: n % 2 ? 'ADMIN' : 'MEMBER',
          organizationName: 'Acme Research',
          branchName: n % 2 ? null : 'Vision',
          projectName: n % 2 ? null : 'ml-lab-1',
        },
      ],
    };
  });
}
