import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { StatusBadge } from '../status/StatusBadge';
import { dark, withWidgets } from '../stories/withWidgets';
import { DescriptionList } from './DescriptionList';
import { DetailCard } from './DetailCard';

const items = [
  { label: 'Status', value: <StatusBadge tone="success">Running</StatusBadge> },
  { label: 'Source', value: 'Llama 3.1 8B Instruct 3.1-instruct-q8' },
  { label: 'Runtime', value: 'VLLM' },
  { label: 'Replicas', value: '1 to 2' },
  { label: 'GPUs', value: '1 × NVIDIA L4' },
  { label: 'Mean latency', value: '182 ms' },
  {
    label: 'Endpoint',
    value: <code>https://api.example.test/inference/1/v2/models/support-assistant</code>,
    wide: true,
  },
];

/** The facts about one resource: a card with a description list, two columns when there is room. */
const meta = {
  title: 'Layout/DetailCard',
  component: DetailCard,
  decorators: [withWidgets],
  args: { title: 'Overview', items, actions: <Button>Edit</Button> },
} satisfies Meta<typeof DetailCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneColumn: Story = { args: { columns: 1 } };
/** On a phone the list has one column. */
export const Phone: Story = { decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>] };
/** The list alone, e.g. inside a card of the host's. */
export const ListOnly: Story = { render: () => <DescriptionList items={items.slice(1, 5)} /> };
export const Dark: Story = { parameters: dark };
