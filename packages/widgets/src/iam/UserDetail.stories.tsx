import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleUsers } from './fixtures';
import { sampleSpace } from './spaceFixture';
import { UserDetail } from './UserDetail';

const meta = {
  title: 'IAM/UserDetail',
  component: UserDetail,
  decorators: [withWidgets],
  args: {
    user: sampleUsers(1)[0],
    space: sampleSpace,
    canChangeActive: true,
    onActiveChange: fn(),
    canReinvite: true,
    onReinvite: fn(),
    assignableProjects: [
      { id: 7, label: 'Acme Research / Vision / ml-lab' },
      { id: 8, label: 'Acme Research / Speech / asr' },
    ],
    canAssign: true,
    onAssign: fn(),
    onEdit: fn(),
    canEdit: true,
    onResetPassword: fn(),
    canResetPassword: true,
    onRetry: fn(),
  },
} satisfies Meta<typeof UserDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Inactive: Story = { args: { user: sampleUsers(4)[3] } };
export const ReadOnly: Story = {
  args: {
    canChangeActive: { reason: 'Only organization admins manage this user' },
    canReinvite: false,
    canAssign: false,
    canEdit: { reason: 'You may not change this user' },
    canResetPassword: false,
  },
};
export const Loading: Story = { args: { user: undefined } };
export const ErrorState: Story = {
  name: 'Error',
  args: { user: undefined, error: { message: 'User not found', status: 404 } },
};
export const Dark: Story = { parameters: dark };
