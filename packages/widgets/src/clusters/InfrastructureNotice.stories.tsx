import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { InfrastructureNotice } from './InfrastructureNotice';

const simulated = { mode: 'simulated', engine: 'simulated', available: true } as const;
const hub = { mode: 'local', engine: 'JupyterHub 3.0.0', available: true } as const;
const prometheus = { mode: 'local', engine: 'Prometheus 2.42.0', available: true } as const;

const meta = {
  title: 'Clusters/InfrastructureNotice',
  component: InfrastructureNotice,
  decorators: [withWidgets],
  args: { engines: { notebooks: hub, serving: simulated, metrics: prometheus } },
} satisfies Meta<typeof InfrastructureNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One part simulated: the badge says so, and its description names each part's engine. */
export const PartlySimulated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByText('Simulated infrastructure')).toBeVisible();
    const body = within(canvasElement.ownerDocument.body);
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Notebooks: JupyterHub 3.0.0');
    await expect(tip).toHaveTextContent('Model serving: simulated on a clock, nothing runs');
  },
};

/** Everything simulated (a machine without the engines). */
export const AllSimulated: Story = {
  args: { engines: { notebooks: simulated, serving: simulated, metrics: simulated } },
};

/** A real engine that does not answer is named in a danger badge. */
export const EngineDown: Story = {
  args: {
    engines: {
      notebooks: { ...hub, available: false, reason: 'connection refused' },
      serving: simulated,
      metrics: prometheus,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JupyterHub 3.0.0 not answering')).toBeVisible();
  },
};

/** Every engine real and answering: nothing to say, nothing shown. */
export const AllReal: Story = {
  args: { engines: { notebooks: hub, serving: { ...hub, engine: 'ONNX Runtime' }, metrics: prometheus } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="infrastructure-notice"]')).toBeNull();
  },
};

export const Dark: Story = { parameters: dark };
