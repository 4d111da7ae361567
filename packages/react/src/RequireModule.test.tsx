import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider';
import { RequireJupyter } from './RequireJupyter';
import { RequireModule } from './RequireModule';
import { selectionAtom } from './selection';
import { createSelectionStore } from './selectionStore';
import { fakeClient } from './testing/fakeClient';

afterEach(cleanup);

const flags = { isHaveHarbor: false, isHaveGitlab: false, isHaveMinio: false, isHaveArgoCD: false };
const memberSelection = (projectId: number, isHaveJupyterhub: boolean) => ({
  organization: { id: 1 },
  branch: { id: 10 },
  project: { id: projectId, isHaveJupyterhub, ...flags },
});

function renderGate(ui: React.ReactNode, selection = memberSelection(100, true), authenticated = true) {
  const { client, auth } = fakeClient({ authenticated });
  const store = createSelectionStore();
  store.set(selectionAtom, selection);
  render(
    <ConsoleProvider client={client} store={store}>
      {ui}
    </ConsoleProvider>,
  );
  return { auth, store };
}

describe('RequireModule', () => {
  beforeEach(() => localStorage.clear());

  it('shows the fallback while the user space loads, then the children when the role allows the module', async () => {
    renderGate(
      <RequireModule module="project-member-module" fallback={<p>loading</p>} forbidden={<p>no</p>}>
        <p>panel</p>
      </RequireModule>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('panel')).toBeTruthy();
  });

  it('shows the forbidden view when the role is too weak, never the children', async () => {
    renderGate(
      <RequireModule module="project-module" fallback={<p>loading</p>} forbidden={<p>no</p>}>
        <p>panel</p>
      </RequireModule>,
    );
    expect(await screen.findByText('no')).toBeTruthy();
    expect(screen.queryByText('panel')).toBeNull();
  });

  it('signed out, starts sign-in and renders neither', () => {
    const { auth } = renderGate(
      <RequireModule module="project-member-module" fallback={<p>loading</p>} forbidden={<p>no</p>}>
        <p>panel</p>
      </RequireModule>,
      memberSelection(100, true),
      false,
    );
    expect(screen.queryByText('panel')).toBeNull();
    expect(auth.signIn).toHaveBeenCalled();
  });
});

describe('RequireJupyter', () => {
  it('lets a project with the notebook hub through and keeps others out, following the selection', () => {
    const { store } = renderGate(
      <RequireJupyter forbidden={<p>no hub</p>}>
        <p>notebooks</p>
      </RequireJupyter>,
      memberSelection(101, false),
    );
    expect(screen.getByText('no hub')).toBeTruthy();
    act(() => store.set(selectionAtom, memberSelection(100, true)));
    expect(screen.getByText('notebooks')).toBeTruthy();
  });
});
