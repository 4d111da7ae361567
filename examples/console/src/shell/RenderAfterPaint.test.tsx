import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { act, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstDataPainted, useAfterFirstData } from './afterFirstData';
import { RenderAfterPaint } from './RenderAfterPaint';

/** What waits for the first screen's data to paint. */
function Settle() {
  return useAfterFirstData() ? <p>Settled</p> : null;
}

// The tests run in order: the console's first screen, then what mounts once its data has painted.
describe('RenderAfterPaint', () => {
  it("renders the children at once on the console's first screen, with no fallback committed first", async () => {
    const container = document.createElement('div');
    // Everything ever put in the page, even if removed again before the observer's turn.
    const added: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) added.push(node.textContent ?? '');
    }).observe(container, { childList: true, subtree: true });
    const host = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    host.IS_REACT_ACT_ENVIRONMENT = true;
    const root = createRoot(container);
    // The console's first render is a transition (main.tsx).
    await act(async () => {
      startTransition(() => root.render(<RenderAfterPaint fallback={<p>Loading</p>}>Content</RenderAfterPaint>));
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect(container.textContent).toBe('Content');
    expect(added).toContain('Content');
    expect(added.some((text) => text.includes('Loading'))).toBe(false);
    act(() => root.unmount());
    host.IS_REACT_ACT_ENVIRONMENT = false;
  });

  it("once the first screen's data has painted, paints the fallback first", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Settle />
      </QueryClientProvider>,
    );
    await screen.findByText('Settled');
    expect(firstDataPainted()).toBe(true);
    const html = renderToString(<RenderAfterPaint fallback={<p>Loading</p>}>Content</RenderAfterPaint>);
    expect(html).toContain('Loading');
    expect(html).not.toContain('Content');
  });

  it('then renders the children in place of the fallback', async () => {
    render(<RenderAfterPaint fallback={<p>Loading</p>}>Later</RenderAfterPaint>);
    expect(await screen.findByText('Later')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
  });
});
