import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import './storybook.css';

const preview: Preview = {
  // A docs page for every component: description, props table and its stories; an MDX page beside the stories replaces it.
  tags: ['autodocs'],
  loaders: [mswLoader()],
  parameters: {
    // Every story runs as a test; an accessibility violation fails it.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
