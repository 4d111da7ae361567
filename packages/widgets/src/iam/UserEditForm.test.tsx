import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { UserEditForm, type UserEditFormProps } from './UserEditForm';
import { maxInAcme, maxMember } from './userEditFixture';
import '../styles.css';

function form(props: Partial<UserEditFormProps> = {}) {
  return (
    <UserEditForm
      user={maxInAcme}
      editable={{ account: true, active: true, roles: [3] }}
      onSubmit={async () => {}}
      {...props}
    />
  );
}

describe('UserEditForm', () => {
  it('sends only what changed', async () => {
    const onSubmit = vi.fn(async () => {});
    const screen = await render(form({ onSubmit }));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Max Mustermann');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enabled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Max Mustermann', isActive: false });
    await expectNoAxeViolations(screen.container);
  });

  it('changes a role where the editor may', async () => {
    const onSubmit = vi.fn(async () => {});
    const screen = await render(form({ onSubmit, user: maxMember }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role in Acme AI / Research / Vision Lab' }),
      'Admin',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ roles: [{ assignmentId: 3, role: 'ADMIN' }] });
  });

  it('shows only what the editor may change', async () => {
    const screen = await render(form({ user: maxMember, editable: { account: false, active: false, roles: [3] } }));
    expect(screen.getByRole('textbox', { name: 'Name' }).query()).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Enabled' }).query()).toBeNull();
    expect(screen.getByRole('combobox', { name: /Globex/ }).query()).toBeNull();
    await expect
      .element(screen.getByText('Only the roles in places you administer can be changed here.'))
      .toBeVisible();
  });

  it('says so when nothing may be changed', async () => {
    const screen = await render(form({ editable: { account: false, active: false, roles: [] } }));
    await expect.element(screen.getByText('You may not change this user')).toBeVisible();
  });

  it('checks the name before sending', async () => {
    const onSubmit = vi.fn(async () => {});
    const screen = await render(form({ onSubmit }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter a name');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a 409 on the field it names and a 403 above the form', async () => {
    const conflict = Object.assign(new Error('Taken'), {
      status: 409,
      errors: { email: 'A user with the email olga@acme.test already exists' },
    });
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(conflict)
      .mockRejectedValueOnce(Object.assign(new Error('You are not allowed to do this here'), { status: 403 }));
    const screen = await render(form({ onSubmit }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.fill(email, 'olga@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(email).toHaveAccessibleDescription('A user with the email olga@acme.test already exists');
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do this here');
  });
});
