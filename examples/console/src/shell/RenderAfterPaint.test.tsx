import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderAfterPaint } from './RenderAfterPaint';

describe('RenderAfterPaint', () => {
  it('paints the fallback first', () => {
    const html = renderToString(<RenderAfterPaint fallback={<p>Loading</p>}>Content</RenderAfterPaint>);
    expect(html).toContain('Loading');
    expect(html).not.toContain('Content');
  });

  it('then renders the children in place of the fallback', async () => {
    render(<RenderAfterPaint fallback={<p>Loading</p>}>Content</RenderAfterPaint>);
    expect(await screen.findByText('Content')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
