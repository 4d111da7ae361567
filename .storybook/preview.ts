import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { controlsWithoutEdge } from '../packages/widgets/src/testing/controlEdges';
import './storybook.css';

// Dialogs, forms and the row virtualiser are fetched when first needed: on a loaded 2-core machine that can take
// longer than testing-library's one-second default, so play functions wait up to five.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // A docs page for every component: description, props table and its stories; an MDX page beside the stories replaces it.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  // Stories render inside a host with Tailwind's preflight (storybook.css): every text field, select and textarea
  // on screen, portalled dialogs included, must keep an edge of 3:1 against what is behind it.
  afterEach: ({ viewMode }) => {
    if (viewMode !== 'story') return;
    const missing = controlsWithoutEdge(document.body);
    if (missing.length > 0) throw new Error(`Controls without a visible edge:\n${missing.join('\n')}`);
  },
  parameters: {
    // Every story runs as a test; an accessibility violation fails it.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
