import type { InferCallResult, InferRequestBody } from '@console/core/inference';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { dark, withWidgets } from '../../stories/withWidgets';
import { DeploymentPlayground } from './DeploymentPlayground';
import {
  answer,
  irisMetadata,
  llmMetadata,
  ownKeyShown,
  ownKeys,
  runningDeployment,
  sentimentMetadata,
  sessionKey,
  sketchMetadata,
  speechMetadata,
  visionMetadata,
} from './fixtures';

/**
 * The playground of a deployment, presentational: every state from choosing a key to reading the answer, and the
 * states in which it is off. `DeploymentPlaygroundPanel` connects it to the admin API and the endpoint.
 */
const meta = {
  title: 'Inferencing/DeploymentPlayground',
  component: DeploymentPlayground,
  decorators: [withWidgets],
  args: {
    deployment: runningDeployment,
    keys: ownKeys,
    activeKey: sessionKey,
    metadata: llmMetadata,
    onStartSession: fn(),
    onUseOwnKey: fn(),
    onEndKey: fn(),
    onSend: fn(answer),
  },
} satisfies Meta<typeof DeploymentPlayground>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Before a key: a session key is the default, one button away. */
export const ChooseKey: Story = {
  args: { activeKey: null, metadata: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'A session key' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start session' }));
    await expect(args.onStartSession).toHaveBeenCalled();
    await expect(canvas.queryByRole('form', { name: 'Request' })).toBeNull();
  },
};

/** One of my keys: its secret must be the key's (it starts with the key's prefix). */
export const OwnKeyRefused: Story = {
  args: { activeKey: null, metadata: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'One of my keys' }));
    await userEvent.type(canvas.getByLabelText('Secret of the key'), 'sk-wrongsecret');
    await userEvent.click(canvas.getByRole('button', { name: 'Use key' }));
    await expect(canvas.getByLabelText('Secret of the key')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('This is not that key’s secret: it starts with sk-Ab12x')).toBeVisible();
    await expect(args.onUseOwnKey).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Secret of the key'));
    await userEvent.type(canvas.getByLabelText('Secret of the key'), 'sk-Ab12xRealOne{Enter}');
    await expect(args.onUseOwnKey).toHaveBeenCalledWith({
      key: ownKeys[0],
      secret: 'sk-Ab12xRealOne',
      showInCurl: false,
    });
  },
};

export const NoOwnKeys: Story = {
  args: { activeKey: null, metadata: undefined, keys: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'One of my keys' }));
    await expect(canvas.getByText(/You have no key of this deployment yet/)).toBeVisible();
  },
};

export const LoadingModel: Story = {
  args: { metadata: undefined, metadataLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reading the model’s inputs…')).toBeVisible();
  },
};

/** The endpoint refused the key (an own key revoked meanwhile, say). */
export const ModelRefused: Story = {
  args: {
    metadata: undefined,
    metadataError: { status: 401, message: 'The API key is not valid for this deployment' },
    onRetryMetadata: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The API key is not valid for this deployment')).toBeVisible();
  },
};

/** A text model: the prompt is sent, the answer comes back with its latency, and curl keeps the key out. */
export const Answered: Story = {
  play: async ({ canvas, args }) => {
    const prompt = canvas.getByRole('textbox', { name: /text_input/ });
    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'hello from the playground');
    await userEvent.type(canvas.getByRole('textbox', { name: /Parameters/ }), '{{"max_tokens": 8}');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      parameters: { max_tokens: 8 },
      inputs: [{ name: 'text_input', datatype: 'BYTES', shape: [1], data: ['hello from the playground'] }],
    });
    await expect(await canvas.findByText('200 in 4.2 ms')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Response' })).toHaveTextContent('playground the from hello');
    const curl = canvas.getByRole('region', { name: 'Equivalent curl' });
    await expect(curl).toHaveTextContent('Bearer $API_KEY');
    await expect(curl).not.toHaveTextContent(sessionKey.secret);
  },
};

export const AnsweredDark: Story = { ...Answered, parameters: dark };

/** The person chose to see their own key in curl. */
export const OwnKeyInCurl: Story = {
  args: { activeKey: ownKeyShown },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calling with chat-frontend (sk-Ab12x…).')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Equivalent curl' })).toHaveTextContent(ownKeyShown.secret);
  },
};

/** The server refused an input: its error marks the field it names. */
export const RefusedInput: Story = {
  args: {
    onSend: fn(
      async (_body: InferRequestBody): Promise<InferCallResult> => ({
        status: 400,
        ok: false,
        latencyMs: 1.3,
        body: { error: "input 'text_input': data[0] is not BYTES: expected a string" },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The endpoint answered 400');
    await expect(canvas.getByRole('textbox', { name: /text_input/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Numbers for an audio model: a value out of the datatype marks the field before anything is sent. */
export const Numbers: Story = {
  args: { deployment: { ...runningDeployment, task: 'speech-recognition' }, metadata: speechMetadata },
  play: async ({ canvas, args }) => {
    const audio = canvas.getByRole('textbox', { name: /audio/ });
    await expect(audio).toHaveValue('0.1, -0.2, 0.05, 0');
    await userEvent.type(audio, ', loud');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(audio).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Value 5 (loud) is not a number')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A sentence classifier (a real model on ONNX Runtime): the field starts with the task's example sentence. */
export const TextClassification: Story = {
  args: { deployment: { ...runningDeployment, task: 'text-classification' }, metadata: sentimentMetadata },
  play: async ({ canvas, args }) => {
    const text = canvas.getByRole('textbox', { name: /^text/ });
    await expect(text).toHaveValue('The new release is fast and reliable');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
  },
};

/** A classifier of rows of numbers: the field starts with the task's example row. */
export const TabularClassification: Story = {
  args: { deployment: { ...runningDeployment, task: 'tabular-classification' }, metadata: irisMetadata },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /^features/ })).toHaveValue('5.1, 3.5, 1.4, 0.2');
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
  },
};

/** An image model: a file is read into pixels and sent as a [1, H, W, 3] tensor. */
export const Image: Story = {
  args: {
    deployment: { ...runningDeployment, task: 'image-classification' },
    metadata: visionMetadata,
    readImage: async () => ({ width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255] }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByText('Draw a picture or choose an image file')).toBeVisible();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'part.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/^image/), file);
    await expect(await canvas.findByText(/Read as 2 × 1 pixels/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      inputs: [{ name: 'image', datatype: 'UINT8', shape: [1, 1, 2, 3], data: [255, 0, 0, 0, 0, 255] }],
    });
  },
};

/**
 * An image drawn on the pad (mouse, finger or pen alike: pointer events): a triangle's three strokes, sent as the
 * pad's grey [1, 128, 128, 1] picture once a stroke ends; Clear drawing empties it again.
 */
export const ImageDrawn: Story = {
  args: {
    deployment: { ...runningDeployment, name: 'shapes', task: 'image-classification' },
    metadata: sketchMetadata,
  },
  play: async ({ canvas, args }) => {
    const pad = canvas.getByRole('img', { name: 'Drawing pad for image' });
    const box = pad.getBoundingClientRect();
    const point = (x: number, y: number) => ({
      clientX: box.left + x * box.width,
      clientY: box.top + y * box.height,
      pointerId: 1,
      pointerType: 'pen',
      button: 0,
    });
    fireEvent.pointerDown(pad, point(0.5, 0.15));
    for (const [x, y] of [
      [0.85, 0.8],
      [0.15, 0.8],
      [0.5, 0.15],
    ] as const)
      fireEvent.pointerMove(pad, point(x, y));
    fireEvent.pointerUp(pad, point(0.5, 0.15));
    await waitFor(() => expect(pad).toHaveAttribute('data-drawn', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
    const sent = (args.onSend as unknown as { mock: { calls: [InferRequestBody][] } }).mock.calls[0]?.[0];
    const image = sent?.inputs[0];
    await expect(image?.shape).toEqual([1, 128, 128, 1]);
    // Ink on white paper: mostly white (1), with the strokes dark.
    const data = (image?.data ?? []) as number[];
    await expect(data.filter((v) => v < 0.5).length).toBeGreaterThan(200);
    await expect(data.filter((v) => v > 0.9).length).toBeGreaterThan(data.length / 2);
  },
};

export const ImageDrawnDark: Story = { ...ImageDrawn, parameters: dark };

/** Paused: the playground says why and takes nothing. */
export const Paused: Story = {
  args: { deployment: { ...runningDeployment, status: 'PAUSED' }, activeKey: null, metadata: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Paused: resume the deployment to call it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start session' })).toBeDisabled();
  },
};

export const Stopped: Story = {
  args: { deployment: { ...runningDeployment, status: 'STOPPED' }, activeKey: null, metadata: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Stopped: start the deployment again to call it.')).toBeVisible();
  },
};

export const PausedDark: Story = { ...Paused, parameters: dark };
