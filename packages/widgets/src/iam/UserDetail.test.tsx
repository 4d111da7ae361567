import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleUsers } from './fixtures';
import { sampleSpace } from './spaceFixture';
import { UserDetail, type UserDetailProps } from './UserDetail';
import '../styles.css';

const [active] = sampleUsers(1);
if (!active) throw new Error('fixture');

function detail(props: Partial<UserDetailProps> = {}) {
  return (
    <UserDetail
      user={active}
      space={sampleSpace}
      canChangeActive
      onActiveChange={() => {}}
      canReinvite
      onReinvite={() => {}}
      assignableProjects={[
        { id: 7, label: 'Acme Research / Vision / ml-lab' },
        { id: 8, label: 'Acme Research / Speech / asr' },
      ]}
      canAssign
      onAssign={() => {}}
      {...props}
    />
  );
}

describe('UserDetail', () => {
  it("shows the user's status, roles and space", async () => {
    const screen = await render(detail());
    await expect.element(screen.getByRole('heading', { name: 'User 1' })).toBeVisible();
    await expect.element(screen.getByText('Admin of Acme Research')).toBeVisible();
    await expect.element(screen.getByRole('list', { name: 'User space' })).toHaveTextContent('ml-lab (admin)');
    await expectNoAxeViolations(screen.container);
  });

  it('deactivates only after confirmation', async () => {
    const onActiveChange = vi.fn();
    const screen = await render(detail({ onActiveChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Deactivate User 1?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onActiveChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }));
    expect(onActiveChange).toHaveBeenCalledWith(false);
  });

  it('assigns to a project with a role, and re-invites', async () => {
    const onAssign = vi.fn();
    const onReinvite = vi.fn();
    const screen = await render(detail({ onAssign, onReinvite }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'Acme Research / Speech / asr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith(8, 'ADMIN');
    await userEvent.click(screen.getByRole('button', { name: 'Re-invite' }));
    expect(onReinvite).toHaveBeenCalledOnce();
  });

  it('hides what the role does not allow and explains what is disabled', async () => {
    const screen = await render(
      detail({ canAssign: false, canReinvite: false, canChangeActive: { reason: 'You cannot deactivate yourself' } }),
    );
    expect(screen.getByRole('combobox', { name: 'Project' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-invite' }).query()).toBeNull();
    await expect
      .element(screen.getByRole('button', { name: 'Deactivate' }))
      .toHaveAccessibleDescription('You cannot deactivate yourself');
  });

  it('sends a password reset only after confirmation, and shows a refusal in the dialog', async () => {
    const onResetPassword = vi
      .fn()
      .mockRejectedValueOnce(new Error('Too many password resets'))
      .mockResolvedValue(undefined);
    const screen = await render(detail({ onResetPassword, canResetPassword: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send password reset' }));
    const dialog = page.getByRole('alertdialog', { name: 'Send a password reset to User 1?' });
    await expect.element(dialog).toHaveTextContent('user1@demo.test');
    expect(onResetPassword).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Send password reset' }));
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Too many password resets');
    await userEvent.click(dialog.getByRole('button', { name: 'Send password reset' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onResetPassword).toHaveBeenCalledTimes(2);
  });

  it('opens the edit form', async () => {
    const onEdit = vi.fn();
    const screen = await render(detail({ onEdit, canEdit: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit user' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
