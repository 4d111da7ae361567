import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withWidgets } from '../stories/withWidgets';
import { CommandPaletteDialog } from './CommandPaletteDialog';
import { sampleActions, sampleGroups, samplePages } from './fixtures';

const meta = {
  title: 'Palette/CommandPaletteDialog',
  component: CommandPaletteDialog,
  decorators: [withWidgets],
  args: {
    open: true,
    query: 'fraud',
    groups: sampleGroups,
    status: 'done',
    announcement: '3 results',
    onOpenChange: fn(),
    onQueryChange: fn(),
    onSelect: fn(),
  },
} satisfies Meta<typeof CommandPaletteDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Empty: Story = {
  args: {
    query: '',
    status: 'idle',
    announcement: '',
    groups: [
      { id: 'recent', label: 'Recent', items: samplePages.slice(0, 2) },
      { id: 'actions', label: 'Actions', items: sampleActions },
    ],
  },
};
export const Searching: Story = { args: { status: 'loading', groups: [], announcement: '' } };
export const NoMatch: Story = { args: { query: 'zzz', groups: [], announcement: 'No results' } };
export const Failed: Story = { args: { status: 'error', groups: [], announcement: '' } };
export const Dark: Story = { args: { appearance: { theme: 'dark' } } };
