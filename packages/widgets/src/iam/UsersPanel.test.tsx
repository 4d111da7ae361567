import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../testing/axe';
import { renderInConsole } from '../testing/renderInConsole';
import { UsersPanel } from './UsersPanel';
import '../styles.css';

const rows = () => page.getByRole('table', { name: 'Users' }).getByRole('row');

describe('UsersPanel, inside a bare ConsoleProvider with only a scope', () => {
  it("lists an organization's people and filters them", async () => {
    const { screen } = await renderInConsole(<UsersPanel organizationId={1} />);
    await expect.element(screen.getByText('1–4 of 4')).toBeVisible();
    expect(screen.getByText('sam@demo.test').query()).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await expect.element(screen.getByText('1–1 of 1')).toBeVisible();
    await expect.element(rows().nth(1)).toHaveTextContent('Ida Inactive');
    await expectNoAxeViolations(screen.container);
  });

  it('deactivates after confirmation; nobody may deactivate themselves', async () => {
    const { screen, db, client } = await renderInConsole(<UsersPanel />);
    await expect
      .element(screen.getByRole('button', { name: 'Deactivate Sam Super' }))
      .toHaveAccessibleDescription('You cannot deactivate yourself');
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Olga Org' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }));
    await expect.poll(() => db.users.find((u) => u.id === 2)?.isActive).toBe(false);
    await expect.element(screen.getByRole('button', { name: 'Activate Olga Org' })).toBeVisible();
    expect(client.toasts.getSnapshot()).toContainEqual(expect.objectContaining({ summary: 'User deactivated' }));
  });

  it('invites in its own dialog; an email already registered is marked on the Email field', async () => {
    const { screen, db } = await renderInConsole(<UsersPanel branchId={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await expect.element(dialog.getByRole('combobox', { name: /Where/ })).toHaveDisplayValue('Acme AI / Research');
    const email = dialog.getByRole('textbox', { name: /Email/ });
    await userEvent.fill(email, 'olga@acme.test');
    await userEvent.fill(dialog.getByRole('textbox', { name: /Name/ }), 'Olga Again');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription('A user with the email olga@acme.test already exists');
    await userEvent.fill(email, 'nia@acme.test');
    // Leaving the field checks the address; its answer appears under it before the click.
    await userEvent.fill(dialog.getByRole('textbox', { name: /Name/ }), 'Nia New');
    await expect.element(dialog.getByText('No account yet; one is created with the invitation.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    expect(db.users.some((u) => u.email === 'nia@acme.test')).toBe(true);
  });

  it('exports every row with the filters in force, named by the day', async () => {
    const onDownload = vi.fn();
    const { screen, client } = await renderInConsole(<UsersPanel organizationId={1} onDownload={onDownload} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await expect.element(screen.getByText('1–1 of 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await expect.poll(() => onDownload.mock.calls.length).toBe(1);
    const [file, name] = onDownload.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const sent = new URLSearchParams((await file.text()).split('\r\n')[1]);
    expect(Object.fromEntries(sent)).toMatchObject({ organizationId: '1', isActive: 'false' });
    expect(sent.has('pageIndex') || sent.has('pageSize')).toBe(false);
    expect(client.toasts.getSnapshot()).toContainEqual(expect.objectContaining({ summary: `Downloaded ${name}` }));
  });
});
