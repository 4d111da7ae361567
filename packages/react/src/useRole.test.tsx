import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider';
import { fakeClient } from './testing/fakeClient';
import { useModuleAccess } from './useModuleAccess';
import { useRole } from './useRole';
import { useSelection } from './useSelection';

afterEach(cleanup);

function setup() {
  const { client } = fakeClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider client={client}>{children}</ConsoleProvider>
  );
  return renderHook(
    () => ({
      role: useRole(),
      member: useModuleAccess('project-member-module'),
      admin: useModuleAccess('project-module'),
      selection: useSelection(),
    }),
    { wrapper },
  );
}

const flags = {
  isHaveJupyterhub: false,
  isHaveHarbor: false,
  isHaveGitlab: false,
  isHaveMinio: false,
  isHaveArgoCD: false,
};

describe('useRole and useModuleAccess', () => {
  beforeEach(() => localStorage.clear());

  it('are unknown until the user space loads, then follow every selection change', async () => {
    const { result } = setup();
    expect(result.current.role).toBeUndefined();
    await waitFor(() => expect(result.current.role).toEqual({ priority: 99, label: 'Organization not found' }));
    expect(result.current.member).toEqual({ allow: false, redirect: '/forbidden' });

    act(() =>
      result.current.selection.setSelection({
        organization: { id: 1 },
        branch: { id: 10 },
        project: { id: 101, ...flags },
      }),
    );
    expect(result.current.role).toEqual({ priority: 5, label: 'Project Member' });
    expect(result.current.member).toEqual({ allow: true });
    expect(result.current.admin).toEqual({ allow: false, redirect: '/forbidden' });

    act(() => result.current.selection.selectBranch(11));
    expect(result.current.role?.priority).toBe(99);
  });
});
