import { describe, expect, it } from 'vitest';
import { projectFlags } from './projectFlags';

describe('projectFlags', () => {
  it('derives the flags from the fixed service ids and drops the services list', () => {
    const flags = projectFlags({ id: 9, services: [{ id: 1 }, { id: 4 }, { id: 6 }] }, true);
    expect(flags).toEqual({
      id: 9,
      isHaveJupyterhub: true,
      isHaveHarbor: true,
      isHaveGitlab: false,
      isHaveMinio: false,
      isHaveArgoCD: true,
    });
    expect('services' in flags).toBe(false);
  });

  it('takes the notebook hub only from the check call, not from the services list', () => {
    expect(projectFlags({ id: 9, services: [{ id: 5 }] }, false).isHaveJupyterhub).toBe(false);
  });

  it('honours configured service ids', () => {
    const flags = projectFlags({ id: 9, services: [{ id: 12 }, { id: 1 }] }, false, { sourceRepository: 12 });
    expect(flags.isHaveGitlab).toBe(true);
    expect(flags.isHaveHarbor).toBe(true);
  });

  it('copes with a missing services list', () => {
    expect(projectFlags({ id: 9, services: null }, false).isHaveHarbor).toBe(false);
  });
});
