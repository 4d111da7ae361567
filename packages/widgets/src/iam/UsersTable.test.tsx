import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleUsers } from './fixtures';
import type { UserRow } from './types';
import { UsersTable, type UsersTableProps } from './UsersTable';
import '../styles.css';

const noFilters = { isActive: null, isNewUser: null, role: null };

function users(props: Partial<UsersTableProps<UserRow>> = {}) {
  return <UsersTable page={{ items: sampleUsers(8), pageIndex: 0, pageSize: 10, total: 8 }} {...props} />;
}

describe('UsersTable', () => {
  it('lists users with status and roles', async () => {
    const screen = await render(users());
    const row = screen.getByRole('row').filter({ hasText: 'user1@demo.test' });
    await expect.element(row).toHaveTextContent('Active');
    await expect.element(row).toHaveTextContent('Admin of Acme Research');
    await expect.element(screen.getByRole('row').filter({ hasText: 'user5@demo.test' })).toHaveTextContent('Never');
    await expectNoAxeViolations(screen.container);
  });

  it('filters by status, new user and role', async () => {
    const onValueChange = vi.fn();
    const filtersNow = () => onValueChange.mock.lastCall?.[0].filters;
    const screen = await render(users({ onValueChange }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    expect(filtersNow()).toEqual({ ...noFilters, isActive: false });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New user' }), 'New');
    expect(filtersNow()).toEqual({ ...noFilters, isActive: false, isNewUser: true });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    expect(filtersNow()).toEqual({ isActive: false, isNewUser: true, role: 'ADMIN' });
  });

  it('activates at once but asks before deactivating', async () => {
    const onActiveChange = vi.fn();
    const screen = await render(users({ onActiveChange }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate User 4' }));
    expect(onActiveChange).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), true);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User 1' }));
    await expect.element(page.getByRole('alertdialog', { name: 'Deactivate User 1?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onActiveChange).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User 1' }));
    await userEvent.click(page.getByRole('button', { name: 'Deactivate', exact: true }));
    await expect.poll(() => onActiveChange.mock.lastCall).toEqual([expect.objectContaining({ id: 1 }), false]);
  });

  it('re-invites and gates invite by role', async () => {
    const onReinvite = vi.fn();
    const screen = await render(
      users({
        onReinvite,
        canReinvite: (u) => u.isNewUser,
        onInvite: () => {},
        canInvite: { reason: 'Project members cannot invite' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Re-invite User 5' }));
    expect(onReinvite).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    expect(screen.getByRole('button', { name: 'Re-invite User 1' }).query()).toBeNull();
    await expect
      .element(screen.getByRole('button', { name: 'Invite user', exact: true }))
      .toHaveAccessibleDescription('Project members cannot invite');
  });

  it('says when filters match nothing', async () => {
    const screen = await render(
      users({
        page: { items: [], pageIndex: 0, pageSize: 10, total: 0 },
        defaultValue: { filters: { ...noFilters, role: 'ADMIN' } },
      }),
    );
    await expect.element(screen.getByText('No user matches these filters')).toBeVisible();
  });
});

describe('UsersTable failures', () => {
  it('shows why a re-invite failed', async () => {
    const onReinvite = vi.fn().mockRejectedValue(new Error('Invitation already pending'));
    const screen = await render(users({ onReinvite }));
    await userEvent.click(screen.getByRole('button', { name: 'Re-invite User 2' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Invitation already pending');
  });
});
