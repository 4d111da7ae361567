import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { EditorDialog } from './EditorDialog';
import { usePanelEditor } from './usePanelEditor';
import '../styles.css';

interface Thing {
  name: string;
}

/** A panel's create and edit buttons with their editor dialog, as the connected panels have them. */
function Panel() {
  const editor = usePanelEditor<Thing>({});
  return (
    <>
      <button type="button" onClick={editor.create}>
        New thing
      </button>
      <button type="button" onClick={() => editor.edit({ name: 'Alpha' })}>
        Edit Alpha
      </button>
      <EditorDialog editor={editor} title={{ create: 'Create thing', update: 'Update thing' }}>
        {(editing, done) => <ThingForm initial={editing.mode === 'update' ? editing.row.name : ''} done={done} />}
      </EditorDialog>
    </>
  );
}

function ThingForm({ initial, done }: { initial: string; done: () => void }) {
  const [name, setName] = useState(initial);
  return (
    <form aria-label="Thing">
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <button type="button" onClick={done}>
        Done
      </button>
    </form>
  );
}

describe('EditorDialog', () => {
  it('opens on its first use as a modal dialog, closes on Escape or when done, and opens again with the row', async () => {
    const screen = await render(<Panel />);
    expect(page.getByRole('dialog').query()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'New thing' }));
    const created = page.getByRole('dialog', { name: 'Create thing' });
    await expect.element(created).toBeVisible();
    // Focus moves into the dialog (its first field) and stays there.
    await expect.element(created.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.fill(created.getByRole('textbox', { name: 'Name' }), 'Draft');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();

    // Another opening: a fresh form, with the row it edits.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Alpha' }));
    const updated = page.getByRole('dialog', { name: 'Update thing' });
    await expect.element(updated.getByRole('textbox', { name: 'Name' })).toHaveValue('Alpha');
    await userEvent.click(updated.getByRole('button', { name: 'Done' }));
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
  });
});
