import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { BranchesTable } from './BranchesTable';
import { BranchForm } from './BranchForm';
import { BranchInfo } from './BranchInfo';
import { sampleBranches } from './fixtures';
import type { BranchRow } from './types';

const meta = {
  title: 'Branches/BranchesTable',
  component: BranchesTable<BranchRow>,
  decorators: [withWidgets],
  args: {
    page: { items: sampleBranches(10), pageIndex: 0, pageSize: 10, total: 14 },
    onValueChange: fn(),
    branchHref: (b: BranchRow) => `/org-module/branch/update/${b.id}`,
    canCreate: true,
    onCreate: fn(),
    canDelete: (_b: BranchRow): Allowance => true,
    onDelete: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BranchesTable<BranchRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const SuperAdmin: Story = { args: { showOrganization: true } };
export const BranchAdmin: Story = {
  name: 'Branch admin (no create, no delete)',
  args: { canCreate: { reason: 'Only organization admins create branches' }, canDelete: () => false },
};
export const Loading: Story = { args: { page: undefined, loading: true } };
export const Empty: Story = { args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 } } };
export const ErrorState: Story = { name: 'Error', args: { page: undefined, error: { message: 'Forbidden' } } };
export const ThousandRows: Story = {
  args: { page: { items: sampleBranches(1000), pageIndex: 0, pageSize: 1000, total: 1000 } },
};
export const Dark: Story = { parameters: dark };

export const Form: Story = {
  render: () => (
    <BranchForm mode="update" initialValues={{ name: 'Vision', location: 'Lisbon' }} onSubmit={fn()} onCancel={fn()} />
  ),
};
export const FormDark: Story = {
  parameters: dark,
  render: () => <BranchForm mode="create" onSubmit={fn()} />,
};
export const Info: Story = {
  render: () => <BranchInfo branch={sampleBranches(1)[0]} actions={<Button>Edit branch</Button>} />,
};
export const InfoLoading: Story = { render: () => <BranchInfo branch={undefined} /> };
export const InfoError: Story = {
  render: () => <BranchInfo branch={undefined} error={{ message: 'Branch not found' }} />,
};
export const InfoDark: Story = { parameters: dark, render: () => <BranchInfo branch={sampleBranches(1)[0]} /> };
