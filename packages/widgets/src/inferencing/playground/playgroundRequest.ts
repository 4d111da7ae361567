import {
  type ImagePixels,
  type InferenceParameters,
  type InferInputTensor,
  type InferRequestBody,
  imageTensor,
  listTensor,
  type ModelMetadata,
  type TensorInputKind,
  tensorInputKind,
  textTensor,
} from '@console/core/inference';
import type { WidgetMessages } from '../../i18n/messages/en';

/** What the person entered: text per input (text, numbers, true/false), pixels per image input, parameters. */
export interface PlaygroundDraft {
  texts: Record<string, string>;
  images: Record<string, ImagePixels | undefined>;
  parameters: string;
}

/** Field errors by input name, and `parameters`. */
export type DraftErrors = Record<string, string>;

/** The field key of the parameters box (no tensor may be named so: the protocol's names are plain). */
export const PARAMETERS_FIELD = '$parameters';

/** Parses the optional parameters box: a JSON object of names to strings, numbers or booleans. */
export function parseParameters(text: string): InferenceParameters | undefined | null {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    for (const v of Object.values(value))
      if (typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
        return null;
    return value as InferenceParameters;
  } catch {
    return null;
  }
}

/** The inference request the draft makes, or the errors of its fields. */
export function buildRequest(
  metadata: ModelMetadata,
  draft: PlaygroundDraft,
  t: WidgetMessages['serving']['playground'],
): { ok: true; body: InferRequestBody } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const inputs: InferInputTensor[] = [];
  for (const tensor of metadata.inputs) {
    const kind: TensorInputKind = tensorInputKind(tensor);
    if (kind === 'image') {
      const image = draft.images[tensor.name];
      if (image) inputs.push(imageTensor(tensor, image));
      else errors[tensor.name] = t.imageRequired;
      continue;
    }
    const text = draft.texts[tensor.name] ?? '';
    if (kind === 'text') {
      if (text.trim()) inputs.push(textTensor(tensor, text));
      else errors[tensor.name] = t.textRequired;
      continue;
    }
    const made = listTensor(tensor, text);
    if (made.ok) inputs.push(made.tensor);
    else errors[tensor.name] = made.error;
  }
  const parameters = parseParameters(draft.parameters);
  if (parameters === null) errors[PARAMETERS_FIELD] = t.parametersInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { ...(parameters ? { parameters } : {}), inputs } };
}

/** The field a protocol error names (`input 'x'`, `parameters.y`), to mark it; undefined when it names none. */
export function fieldOfError(message: string, metadata: ModelMetadata): string | undefined {
  const input = /input '([^']+)'/.exec(message)?.[1];
  if (input && metadata.inputs.some((i) => i.name === input)) return input;
  if (/^parameters\b/.test(message)) return PARAMETERS_FIELD;
  return undefined;
}
