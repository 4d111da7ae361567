import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectedProject } from '../../testing/renderConsole';
import { adminSpace, renderArea } from '../testing/renderArea';
import { InviteUserPage } from './InviteUserPage';

afterEach(cleanup);

const projectAdminSpace = {
  isSuperAdmin: false,
  organizations: adminSpace.organizations.map((o) => ({
    ...o,
    isAdmin: false,
    branches: o.branches.map((b) => ({ ...b, isAdmin: false })),
  })),
};

describe('InviteUserPage', () => {
  it('invites into the selected project only, then returns to its members', async () => {
    const invite = vi.fn(async () => ({ id: 9 }));
    const { navigate, toasts } = renderArea(InviteUserPage, '/project-module/invite-user', {
      api: { users: { invite, exists: async () => ({ exists: false }) } },
      space: projectAdminSpace,
      selection: {
        organization: { id: 1 },
        branch: { id: 10 },
        project: selectedProject,
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invite User' })).toBeTruthy();
    const where = await within(dialog).findByRole('combobox', { name: /Where/ });
    expect(
      within(where)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Acme AI / Research / Vision Lab']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ivy@demo.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ivy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/project-module/project-panel?active=1'));
    expect(invite).toHaveBeenCalledWith({
      email: 'ivy@demo.test',
      name: 'Ivy',
      organizationId: 1,
      branchId: 10,
      projectId: 100,
      role: 'MEMBER',
    });
    expect(toasts.getSnapshot().map((t) => t.summary)).toEqual(['Invitation sent']);
  });
});
