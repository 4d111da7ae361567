import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/Button';
import { EmptyState } from '../state/EmptyState';
import { StatusBadge } from '../status/StatusBadge';
import { dark, withWidgets } from '../stories/withWidgets';
import { WidgetRoot } from './WidgetRoot';

/** A few widgets side by side, to see a theme at a glance. */
function Sample() {
  return (
    <WidgetRoot data-testid="sample" style={{ display: 'flex', flexDirection: 'column', gap: '1rem', padding: '1rem' }}>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button variant="primary">Save</Button>
        <Button>Cancel</Button>
        <Button variant="danger">Delete</Button>
      </div>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <StatusBadge tone="success">Ready</StatusBadge>
        <StatusBadge tone="info">Provisioning</StatusBadge>
        <StatusBadge tone="danger">Failed</StatusBadge>
      </div>
      <EmptyState title="No projects yet" description="Create one to get started." />
    </WidgetRoot>
  );
}

/** Host CSS of the kind a real page has; the widgets must look the same with or without it. */
function HostileHost() {
  useEffect(() => {
    const style = document.createElement('style');
    style.textContent =
      'button { background: rgb(255, 0, 0); padding: 40px; text-transform: uppercase; } p { margin: 3rem; color: rgb(0, 128, 0); } * { letter-spacing: 4px; }';
    document.head.append(style);
    return () => style.remove();
  }, []);
  return (
    <>
      <button type="button">Host button</button>
      <Sample />
    </>
  );
}

const meta = {
  title: 'Theming/Appearance',
  component: Sample,
  decorators: [withWidgets],
} satisfies Meta<typeof Sample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = { parameters: dark };

export const CustomVariables: Story = {
  parameters: {
    appearance: { variables: { colorPrimary: '#6d28d9', radius: '1rem', fontFamily: 'Georgia, serif' } },
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(getComputedStyle(save).borderTopColor).toBe('rgb(109, 40, 217)');
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe('16px');
  },
};

export const InsideAHostilePage: Story = {
  parameters: { bare: true },
  render: () => <HostileHost />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(getComputedStyle(save).borderTopColor).toBe('rgb(29, 78, 216)');
    await expect(getComputedStyle(save).backgroundColor).not.toBe('rgb(255, 0, 0)');
    await expect(getComputedStyle(save).textTransform).toBe('none');
    await expect(getComputedStyle(save).letterSpacing).toBe('normal');
    const host = canvas.getByRole('button', { name: 'Host button' });
    await expect(getComputedStyle(host).backgroundColor).toBe('rgb(255, 0, 0)');
  },
};
