import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { de } from '../i18n/messages/de';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { CopyButton } from './CopyButton';
import '../styles.css';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CopyButton', () => {
  it('says so when the clipboard is not available', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const screen = await render(<CopyButton text="sk-secret" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copy it by hand');
  });

  it('speaks German with the German catalogue', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await render(
      <WidgetsProvider messages={de} locale="de-DE">
        <CopyButton text="sk-secret" />
      </WidgetsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(writeText).toHaveBeenCalledWith('sk-secret');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Kopiert');
  });
});
