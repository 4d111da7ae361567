import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/Button';
import { expectNoAxeViolations } from '../testing/axe';
import { ConfirmDialog } from './ConfirmDialog';
import '../styles.css';

function removeDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  return (
    <ConfirmDialog
      title="Remove the object storage service?"
      description="Its buckets are deleted."
      confirmLabel="Remove"
      destructive
      onConfirm={() => {}}
      trigger={<Button>Remove service</Button>}
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('after clicking the trigger, opens as an alert dialog with Cancel focused', async () => {
    await render(removeDialog());
    await userEvent.click(page.getByRole('button', { name: 'Remove service' }));
    const dialog = page.getByRole('alertdialog', { name: 'Remove the object storage service?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Its buckets are deleted.');
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect
      .element(page.getByRole('button', { name: 'Remove', exact: true }))
      .toHaveAttribute('data-variant', 'danger');
    await expectNoAxeViolations();
  });

  it('when pressing escape, cancels without confirming and returns focus to the trigger', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await render(removeDialog({ onConfirm, onCancel }));
    const trigger = page.getByRole('button', { name: 'Remove service' });
    await userEvent.click(trigger);
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('alertdialog').query()).toBeNull();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(trigger).toHaveFocus();
  });

  it('when pressing enter right after opening, cancels rather than confirms', async () => {
    const onConfirm = vi.fn();
    await render(removeDialog({ onConfirm }));
    await userEvent.click(page.getByRole('button', { name: 'Remove service' }));
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => page.getByRole('alertdialog').query()).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms by keyboard and closes', async () => {
    const onConfirm = vi.fn();
    await render(removeDialog({ onConfirm }));
    await userEvent.click(page.getByRole('button', { name: 'Remove service' }));
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Remove', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.poll(() => page.getByRole('alertdialog').query()).toBeNull();
  });

  it('stays open and shows the message when an async confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('The service is still deploying')));
    await render(removeDialog({ onConfirm }));
    await userEvent.click(page.getByRole('button', { name: 'Remove service' }));
    await userEvent.click(page.getByRole('button', { name: 'Remove', exact: true }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('The service is still deploying');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });

  it('can be controlled by the host', async () => {
    const onOpenChange = vi.fn();
    await render(removeDialog({ open: true, onOpenChange, trigger: undefined }));
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
