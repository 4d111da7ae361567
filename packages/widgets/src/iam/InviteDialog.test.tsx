import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/Button';
import { expectNoAxeViolations } from '../testing/axe';
import { InviteDialog, type InviteDialogProps, type InviteScope } from './InviteDialog';
import '../styles.css';

const scopes: InviteScope[] = [
  { key: 'org:1', label: 'Acme Research', organizationId: 1, roles: ['ADMIN', 'MEMBER'] },
  {
    key: 'project:7',
    label: 'Acme Research / Vision / ml-lab',
    organizationId: 1,
    branchId: 2,
    projectId: 7,
    roles: ['MEMBER'],
  },
];

function invite(props: Partial<InviteDialogProps> = {}) {
  return (
    <InviteDialog
      scopes={scopes}
      onInvite={() => Promise.resolve()}
      trigger={<Button>Invite user</Button>}
      {...props}
    />
  );
}

async function openAndFill(email = 'ana@demo.test') {
  await userEvent.click(page.getByRole('button', { name: 'Invite user' }));
  await userEvent.fill(page.getByRole('textbox', { name: /Email/ }), email);
  await userEvent.fill(page.getByRole('textbox', { name: /Name/ }), 'Ana');
}

describe('InviteDialog', () => {
  it('opens with the email field focused and passes axe', async () => {
    await render(invite());
    await userEvent.click(page.getByRole('button', { name: 'Invite user' }));
    await expect.element(page.getByRole('dialog', { name: 'Invite a user' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('sends the chosen place and role, then closes', async () => {
    const onInvite = vi.fn().mockResolvedValue({ id: 9 });
    await render(invite({ onInvite }));
    await openAndFill();
    await userEvent.selectOptions(page.getByRole('combobox', { name: /Where/ }), 'Acme Research / Vision / ml-lab');
    await userEvent.click(page.getByRole('button', { name: 'Send invitation' }));
    await expect.poll(() => onInvite.mock.calls.length).toBe(1);
    expect(onInvite).toHaveBeenCalledWith({
      email: 'ana@demo.test',
      name: 'Ana',
      organizationId: 1,
      branchId: 2,
      projectId: 7,
      role: 'MEMBER',
    });
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
  });

  it('offers only the roles the inviter may grant in the chosen place', async () => {
    await render(invite());
    await userEvent.click(page.getByRole('button', { name: 'Invite user' }));
    const role = page.getByRole('combobox', { name: /Role/ });
    await expect.element(role).toBeVisible();
    expect(
      role
        .getByRole('option')
        .elements()
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Member']);
    await userEvent.selectOptions(page.getByRole('combobox', { name: /Where/ }), 'Acme Research / Vision / ml-lab');
    await expect
      .poll(() =>
        role
          .getByRole('option')
          .elements()
          .map((o) => o.textContent),
      )
      .toEqual(['Member']);
  });

  it('refuses an invalid email before sending', async () => {
    const onInvite = vi.fn();
    await render(invite({ onInvite }));
    await openAndFill('not-an-email');
    await userEvent.click(page.getByRole('button', { name: 'Send invitation' }));
    await expect
      .element(page.getByRole('textbox', { name: /Email/ }))
      .toHaveAccessibleDescription('Enter an email address');
    expect(onInvite).not.toHaveBeenCalled();
  });

  it('tells whether the email already has an account', async () => {
    const checkEmail = vi.fn().mockResolvedValue(true);
    await render(invite({ checkEmail }));
    await openAndFill('bob@demo.test');
    expect(checkEmail).toHaveBeenCalledWith('bob@demo.test');
    await expect
      .element(page.getByText('This person already has an account; the invitation adds the role.'))
      .toBeVisible();
  });

  it('shows the server validation at the field and keeps the dialog open', async () => {
    const onInvite = vi.fn().mockRejectedValue({
      message: 'Validation failed',
      status: 400,
      errors: { email: 'This user is already in the organization', projectId: 'You may not grant roles here' },
    });
    await render(invite({ onInvite }));
    await openAndFill();
    await userEvent.click(page.getByRole('button', { name: 'Send invitation' }));
    await expect
      .element(page.getByRole('textbox', { name: /Email/ }))
      .toHaveAccessibleDescription('This user is already in the organization');
    await expect
      .element(page.getByRole('combobox', { name: /Where/ }))
      .toHaveAccessibleDescription('You may not grant roles here');
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('when pressing escape, closes without sending', async () => {
    const onInvite = vi.fn();
    await render(invite({ onInvite }));
    await openAndFill();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    expect(onInvite).not.toHaveBeenCalled();
  });
  it('as a non-modal dialog, leaves the page around it readable', async () => {
    await render(
      <main>
        <h1>Invite User</h1>
        <InviteDialog scopes={scopes} onInvite={() => Promise.resolve()} open modal={false} />
      </main>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Invite a user' })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Invite User' })).toBeVisible();
  });
});
