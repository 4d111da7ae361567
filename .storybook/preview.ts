import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import './storybook.css';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    // Every story runs as a test; an accessibility violation fails it.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};
export default preview;
