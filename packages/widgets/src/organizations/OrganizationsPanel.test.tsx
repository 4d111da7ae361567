import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../testing/axe';
import { renderInConsole } from '../testing/renderInConsole';
import { OrganizationsPanel } from './OrganizationsPanel';
import '../styles.css';

describe('OrganizationsPanel, inside a bare ConsoleProvider against mocked HTTP', () => {
  it('fetches, searches and sorts the organizations by itself', async () => {
    const { screen } = await renderInConsole(<OrganizationsPanel organizationHref={(o) => `/orgs/${o.id}`} />);
    await expect.element(screen.getByRole('link', { name: 'Acme AI' })).toHaveAttribute('href', '/orgs/1');
    await expect.element(screen.getByText('1–2 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await expect
      .poll(() =>
        screen
          .getByRole('link')
          .elements()
          .map((a) => a.textContent),
      )
      .toEqual(['Acme AI', 'Globex']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search organizations' }), 'glob{Enter}');
    await expect.element(screen.getByText('1–1 of 1')).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('puts a 409 on the Name field with the server message and no form-level banner, then creates', async () => {
    const { screen, db } = await renderInConsole(<OrganizationsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const dialog = page.getByRole('dialog', { name: 'Create organization' });
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.fill(name, 'Acme AI');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveAccessibleDescription('An organization named Acme AI already exists');
    await expect.element(name).toHaveFocus();
    expect(dialog.getByRole('alert').query()).toBeNull();
    await expectNoAxeViolations();

    await userEvent.fill(name, 'Initech');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    expect(db.organizations.map((o) => o.name)).toContain('Initech');
    await expect.element(screen.getByRole('cell', { name: 'Initech', exact: true })).toBeVisible();
  });

  it('edits in its dialog and says so in a toast', async () => {
    const { screen, client, db } = await renderInConsole(<OrganizationsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Globex' }));
    const dialog = page.getByRole('dialog', { name: 'Update organization' });
    await expect.element(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Globex');
    await userEvent.fill(dialog.getByRole('textbox', { name: /Description/ }), 'Widgets and more');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    expect(db.organizations.find((o) => o.name === 'Globex')?.description).toBe('Widgets and more');
    expect(client.toasts.getSnapshot()).toContainEqual(expect.objectContaining({ summary: 'Organization saved' }));
    await expect.element(screen.getByRole('cell', { name: 'Widgets and more', exact: true })).toBeVisible();
  });

  it('deletes only after confirmation', async () => {
    const { screen, db } = await renderInConsole(<OrganizationsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Globex' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(db.organizations).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Globex' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    await expect.poll(() => screen.getByRole('cell', { name: 'Globex', exact: true }).query()).toBeNull();
    expect(db.organizations.map((o) => o.name)).toEqual(['Acme AI']);
  });

  it('navigates to the host pages instead of its dialog when told where they are', async () => {
    const { screen } = await renderInConsole(<OrganizationsPanel createHref="#create-organization" />);
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await expect.poll(() => window.location.hash).toBe('#create-organization');
    expect(page.getByRole('dialog').query()).toBeNull();
    window.location.hash = '';
  });
});
