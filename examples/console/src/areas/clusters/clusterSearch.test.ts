import type { Selection } from '@console/core';
import { describe, expect, it } from 'vitest';
import { clusterScopeOf, validateClusterSearch } from './clusterSearch';

describe('cluster overview search params', () => {
  it('keeps a whole range, a cluster id and a known resource', () => {
    expect(validateClusterSearch({ from: '2026-11-01', to: '2026-11-02', cluster: '2', resource: 'cpuCores' })).toEqual(
      { from: '2026-11-01', to: '2026-11-02', cluster: 2, resource: 'cpuCores' },
    );
  });

  it('drops a reversed or half range, a bad id and an unknown resource', () => {
    expect(validateClusterSearch({ from: '2026-11-03', to: '2026-11-02' })).toEqual({});
    expect(validateClusterSearch({ from: '2026-11-03' })).toEqual({});
    expect(validateClusterSearch({ cluster: '-1', resource: 'disk' })).toEqual({});
  });
});

describe('clusterScopeOf', () => {
  const selection = {
    organization: { id: 1 },
    branch: { id: 2 },
    project: { id: 3 },
  } as unknown as Selection;

  it('reads the platform, or the selection the module is about', () => {
    expect(clusterScopeOf('/super-admin', selection)).toEqual({});
    expect(clusterScopeOf('/org-module', selection)).toEqual({ organizationId: 1 });
    expect(clusterScopeOf('/branch-module', selection)).toEqual({ branchId: 2 });
    expect(clusterScopeOf('/project-module', selection)).toEqual({ projectId: 3 });
    expect(clusterScopeOf('/project-module', {} as Selection)).toBeNull();
  });
});
