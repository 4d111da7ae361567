import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { PageHeader } from './PageHeader';

const breadcrumbs = (
  <nav aria-label="Breadcrumb">
    <ol>
      <li>
        <a href="/project-module/triton-inference">Inferencing list</a>
      </li>
      <li aria-current="page">Deployment Details</li>
    </ol>
  </nav>
);

/** The top of every page: breadcrumbs, the single h1, a description and the page's actions as buttons. */
const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  decorators: [withWidgets],
  args: {
    title: 'Deployment Details',
    description: 'Endpoint, versions, keys and uptime of one served model.',
    breadcrumbs,
    primaryAction: { label: 'Deploy a model', onClick: fn() },
    secondaryActions: [{ label: 'Export', onClick: fn() }],
  },
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Deployment Details');
    await expect(canvas.getByRole('button', { name: 'Deploy a model' })).toBeVisible();
  },
};
/** Title only: no breadcrumbs, description or actions. */
export const TitleOnly: Story = { render: () => <PageHeader title="Projects" /> };
/** A host's link among the actions reads as a secondary button. */
export const WithLinkAction: Story = {
  args: { actions: <a href="/tickets/create">Open a ticket</a>, secondaryActions: [] },
};
/** On a phone the actions wrap under the title. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
};
export const Dark: Story = { parameters: dark, args: { actions: <a href="/tickets/create">Open a ticket</a> } };
