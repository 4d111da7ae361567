import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleUsers } from './fixtures';
import type { UserRow } from './types';
import { UsersTable } from './UsersTable';

const meta = {
  title: 'IAM/UsersTable',
  component: UsersTable<UserRow>,
  decorators: [withWidgets],
  args: {
    onExport: fn(),
    page: { items: sampleUsers(10), pageIndex: 0, pageSize: 10, total: 57 },
    onValueChange: fn(),
    userHref: (user: UserRow) => `/org-module/iam/user/${user.id}`,
    canInvite: true,
    onInvite: fn(),
    canChangeActive: (_user: UserRow): Allowance => true,
    onActiveChange: fn(),
    canReinvite: (user: UserRow): Allowance => user.isNewUser,
    onReinvite: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UsersTable<UserRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

/** An export under way: the button waits and says so. */
export const Exporting: Story = { args: { exporting: true } };

export const Filtered: Story = {
  args: { defaultValue: { filters: { isActive: false, isNewUser: null, role: 'MEMBER' }, search: 'user' } },
};

export const BranchAdmin: Story = {
  name: 'Branch admin (cannot deactivate organization admins)',
  args: {
    canChangeActive: (user: UserRow): Allowance =>
      user.assignments.some((a) => a.scope === 'ORGANIZATION')
        ? { reason: 'Organization admins are managed above you' }
        : true,
  },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = {
  args: {
    page: { items: [], pageIndex: 0, pageSize: 10, total: 0 },
    defaultValue: { filters: { isActive: null, isNewUser: true, role: null } },
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'Forbidden', status: 403 } },
};

export const ThousandRows: Story = {
  args: { page: { items: sampleUsers(1000), pageIndex: 0, pageSize: 1000, total: 1000 } },
};

export const Dark: Story = { parameters: dark };
