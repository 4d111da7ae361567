import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { CodeBlock } from './CodeBlock';

const curl = [
  "curl -X POST 'https://api.example.test/inference/1/v2/models/support-assistant/infer' \\",
  '  -H "Authorization: Bearer $API_KEY" \\',
  "  -H 'Content-Type: application/json' \\",
  '  -d \'{"inputs":[{"name":"text_input","shape":[1],"datatype":"BYTES","data":["Summarise our release notes"]}]}\'',
].join('\n');

/** Code in a monospace box that scrolls sideways inside itself, with a copy button. */
const meta = {
  title: 'Layout/CodeBlock',
  component: CodeBlock,
  decorators: [withWidgets],
  args: { code: curl, title: 'curl', copyLabel: 'Copy example request' },
} satisfies Meta<typeof CodeBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy example request' })).toBeVisible();
  },
};
export const WithoutTitle: Story = { render: ({ code }) => <CodeBlock code={code} /> };
export const NoCopy: Story = { args: { copyLabel: false } };
/** A phone: long lines scroll inside the block, the page keeps its width. */
export const Phone: Story = { decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>] };
export const Dark: Story = { parameters: dark };
