import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { dark, withWidgets } from '../stories/withWidgets';
import { Toolbar } from './Toolbar';

const search = <input type="search" aria-label="Search deployments" placeholder="Search deployments" />;
const filters = (
  <>
    <select aria-label="Status" defaultValue="all">
      <option value="all">All statuses</option>
      <option value="running">Running</option>
    </select>
    <select aria-label="Task" defaultValue="all">
      <option value="all">All tasks</option>
      <option value="text">Text generation</option>
    </select>
  </>
);

/** Search, filters and actions over a list, aligned in one row that wraps on narrow screens. */
const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  decorators: [withWidgets],
  args: { search, filters, actions: <Button variant="primary">Deploy a model</Button> },
} satisfies Meta<typeof Toolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SearchOnly: Story = { args: { filters: undefined, actions: undefined } };
/** Narrow: the filters and the action wrap under the search. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>] };
export const Dark: Story = { parameters: dark };
