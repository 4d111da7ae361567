import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { samplePolicy } from './fixtures';
import { SlaPoliciesTable } from './SlaPoliciesTable';

const meta = {
  title: 'Support/SlaPoliciesTable',
  component: SlaPoliciesTable,
  decorators: [withWidgets],
  args: {
    page: {
      items: [samplePolicy(), samplePolicy({ id: 2, name: 'Gold', isDefault: false, canManage: false, holidays: [] })],
      pageIndex: 0,
      pageSize: 10,
      total: 2,
    },
    onValueChange: fn(),
    onCreate: fn(),
    onDelete: fn(),
    policyHref: (p) => `/org-module/sla/update/${p.id}`,
  },
} satisfies Meta<typeof SlaPoliciesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { page: undefined, loading: true } };
export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };
export const Failed: Story = { args: { page: undefined, error: { message: 'The server failed' } } };
