import type { ConsoleClient } from '@console/core/client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider';
import { selectionAtom } from './selection';
import { createSelectionStore } from './selectionStore';
import { useSelection } from './useSelection';

const client = { config: {} } as unknown as ConsoleClient;
const project = {
  id: 7,
  isHaveJupyterhub: true,
  isHaveHarbor: false,
  isHaveGitlab: true,
  isHaveMinio: false,
  isHaveArgoCD: false,
};

function setup(store = createSelectionStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider client={client} store={store}>
      {children}
    </ConsoleProvider>
  );
  return { store, ...renderHook(() => useSelection(), { wrapper }) };
}

describe('useSelection', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty', () => {
    expect(setup().result.current.selection).toEqual({});
  });

  it('selecting a different organization drops the branch and project below it', () => {
    const { result } = setup();
    act(() => result.current.setSelection({ organization: { id: 1 }, branch: { id: 2 }, project }));
    expect(result.current.selection).toEqual({ organization: { id: 1 }, branch: { id: 2 }, project });
    act(() => result.current.selectOrganization(1));
    expect(result.current.selection.project).toEqual(project);
    act(() => result.current.selectOrganization(3));
    expect(result.current.selection).toEqual({ organization: { id: 3 } });
  });

  it('selecting a different branch drops the project', () => {
    const { result } = setup();
    act(() => result.current.setSelection({ organization: { id: 1 }, branch: { id: 2 }, project }));
    act(() => result.current.selectBranch(5));
    expect(result.current.selection).toEqual({ organization: { id: 1 }, branch: { id: 5 } });
  });

  it('survives a reload: a new store reads the persisted selection before any render', () => {
    const { result } = setup();
    act(() => result.current.setSelection({ organization: { id: 1 }, branch: { id: 2 }, project }));
    const fresh = createSelectionStore();
    expect(fresh.get(selectionAtom)).toEqual({ organization: { id: 1 }, branch: { id: 2 }, project });
  });

  it('clear forgets everything, also in storage', () => {
    const { result } = setup();
    act(() => result.current.setSelection({ organization: { id: 1 } }));
    act(() => result.current.clear());
    expect(result.current.selection).toEqual({});
    expect(createSelectionStore().get(selectionAtom)).toEqual({});
  });
});
