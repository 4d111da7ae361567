import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { samplePrices } from './fixtures';
import { PriceListForm } from './PriceListPanel';

const meta = {
  title: 'Costs/PriceListForm',
  component: PriceListForm,
  decorators: [withWidgets],
  args: { prices: samplePrices() },
} satisfies Meta<typeof PriceListForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A super admin edits the prices. */
export const Editable: Story = { args: { onSave: fn(async () => undefined) } };
/** Everyone else reads them. */
export const ReadOnly: Story = { args: { prices: samplePrices({ canEdit: false }) } };
export const Dark: Story = {
  args: { onSave: fn(async () => undefined) },
  parameters: { appearance: { theme: 'dark' } },
};
