import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Allowance } from '../actions/Allowance';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleProjectServices, sampleServices } from './fixtures';
import { ProjectPanel, type ProjectPanelProps } from './ProjectPanel';
import { ServicesPanel } from './ServicesPanel';

const project = {
  name: 'ml-lab',
  description: 'Vision models',
  organizationName: 'Acme Research',
  branchName: 'Vision',
};
const tabs = [
  {
    id: 'services',
    label: 'Services',
    content: (
      <ServicesPanel
        services={sampleProjectServices()}
        available={sampleServices.slice(3)}
        canAdd
        onAdd={fn()}
        canRemove={(): Allowance => true}
        onRemove={fn()}
      />
    ),
  },
  { id: 'members', label: 'Members', content: <p>Members of the project.</p> },
  { id: 'settings', label: 'Settings', content: <p>Project settings.</p> },
];

/** Keeps the active tab in state, standing in for the route's `?active=N`. */
function Routed(props: Omit<ProjectPanelProps, 'active' | 'onActiveChange'> & { initial?: number }) {
  const [active, setActive] = useState(props.initial ?? 0);
  return <ProjectPanel {...props} active={active} onActiveChange={setActive} />;
}

const meta = {
  title: 'Projects/ProjectPanel',
  component: ProjectPanel,
  decorators: [withWidgets],
  args: { project, tabs, active: 0, onActiveChange: fn(), onRetry: fn() },
  render: (args) => <Routed project={args.project} tabs={args.tabs} initial={args.active} />,
} satisfies Meta<typeof ProjectPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Services: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Members of the project.'));
  },
};
export const SecondTab: Story = { args: { active: 1 } };
export const Loading: Story = { render: (args) => <ProjectPanel {...args} project={undefined} /> };
export const ErrorState: Story = {
  name: 'Error',
  render: (args) => (
    <ProjectPanel {...args} project={undefined} error={{ message: 'Project not found', status: 404 }} />
  ),
};
export const Dark: Story = { parameters: dark };
