import type { ProjectGroup, ProjectService } from '@console/core';
import type { ProjectRow, ProjectServiceRow, ServiceOption } from './types';

/** The service catalogue with the fixed ids of the platform. */
export const sampleServices: ServiceOption[] = [
  { id: 1, name: 'Container registry' },
  { id: 2, name: 'Source repository' },
  { id: 3, name: 'Object storage' },
  { id: 4, name: 'Continuous delivery' },
  { id: 5, name: 'Notebook hub' },
  { id: 6, name: 'AI inferencing' },
];

const statuses = ['READY', 'PROVISIONING', 'FAILED'] as const;

/** `count` projects for stories and tests; every third is a favorite. */
export function sampleProjects(count: number, offset = 0): ProjectRow[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    const services = sampleServices
      .filter((s) => (n + s.id) % 3 === 0)
      .map((s) => ({ serviceId: s.id, name: s.name, status: statuses[(n + s.id) % 4 === 0 ? 1 : 0] ?? 'READY' }));
    return {
      id: n,
      name: `ml-lab-${n}`,
      description: `Experiments ${n}`,
      organizationName: 'Acme Research',
      branchName: n % 2 ? 'Vision' : 'Speech',
      createdAt: new Date(Date.UTC(2026, 2, 1) + n * 86_400_000).toISOString(),
      isFavorite: n % 3 === 0,
      services,
    };
  });
}

/** Services of one project in every status. */
export function sampleProjectServices(): ProjectServiceRow[] {
  const updatedAt = new Date(Date.UTC(2026, 10, 20, 9, 30)).toISOString();
  return [
    { serviceId: 1, name: 'Container registry', status: 'READY', quota: 50, used: 12, updatedAt },
    { serviceId: 3, name: 'Object storage', status: 'PROVISIONING', quota: 500, used: 0, updatedAt },
    { serviceId: 5, name: 'Notebook hub', status: 'FAILED', quota: 8, used: 2, updatedAt },
  ];
}

/** Services of Vision Lab for the details stories and tests: ready, provisioning and failed. */
export const sampleDetailsServices: ProjectService[] = [
  {
    serviceId: 1,
    key: 'registry',
    name: 'Container registry',
    status: 'READY',
    quota: 50,
    used: 12,
    updatedAt: '2026-11-20T08:00:00.000Z',
  },
  {
    serviceId: 3,
    key: 'storage',
    name: 'Object storage',
    status: 'PROVISIONING',
    quota: 500,
    used: 0,
    updatedAt: '2026-11-21T09:30:00.000Z',
  },
  {
    serviceId: 5,
    key: 'jupyterhub',
    name: 'Notebook hub',
    status: 'FAILED',
    quota: 4,
    used: 0,
    updatedAt: '2026-11-22T10:15:00.000Z',
  },
];

/** Vision Lab's groups: one admin, two members. */
export const sampleDetailsGroups: ProjectGroup[] = [
  {
    name: 'Vision Lab admins',
    role: 'ADMIN',
    members: [{ id: 3, name: 'Ben Branch', email: 'ben@acme.test', isActive: true, role: 'ADMIN' }],
  },
  {
    name: 'Vision Lab members',
    role: 'MEMBER',
    members: [
      { id: 4, name: 'Max Member', email: 'max@acme.test', isActive: true, role: 'MEMBER' },
      { id: 5, name: 'Ida Inactive', email: 'ida@acme.test', isActive: false, role: 'MEMBER' },
    ],
  },
];

/** The Research branch's project list as the drop-downs get it. */
export const sampleDetailsDdl = [
  { id: 100, name: 'Vision Lab' },
  { id: 101, name: 'Speech Lab' },
  { id: 102, name: 'Experiment 3' },
];
