import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleNotebooks } from './fixtures';
import { NotebooksTable, type NotebooksTableProps } from './NotebooksTable';
import type { NotebookRow } from './types';
import '../styles.css';

function table(props: Partial<NotebooksTableProps<NotebookRow>> = {}) {
  return <NotebooksTable page={{ items: sampleNotebooks(), pageIndex: 0, pageSize: 20, total: 5 }} {...props} />;
}

describe('NotebooksTable', () => {
  it('offers Stop on running and starting notebooks, Start on stopped and failed ones, none while stopping', async () => {
    const onPower = vi.fn();
    const screen = await render(table({ onPower, showOwner: true }));
    await expect.element(screen.getByRole('button', { name: 'Stop max-exploration' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Stop paula-eda' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Start paula-training' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Start paula-gpu-check' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^(Start|Stop) paula-reports$/ }).elements()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Start paula-training' }));
    expect(onPower).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 'start');
    await expect.element(screen.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
    await expect.element(screen.getByText(/has no CUDA libraries/)).toBeVisible();
    await expectNoAxeViolations(screen.container);
  });

  it('shows a failed start or stop next to the table', async () => {
    const onPower = vi.fn(async () => {
      throw new Error('max-exploration is stopping; only a pending or running notebook stops');
    });
    const screen = await render(table({ onPower }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop max-exploration' }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('only a pending or running notebook stops');
  });

  it('links Open only to a running notebook and hides the owner from members', async () => {
    const screen = await render(table());
    await expect.element(screen.getByRole('link', { name: 'Open max-exploration' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Open / }).elements()).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Owner' }).elements()).toHaveLength(0);
  });
});
