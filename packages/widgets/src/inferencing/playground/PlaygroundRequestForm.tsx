import { type ImagePixels, type ModelMetadata, tensorInputKind } from '@console/core/inference';
import { useRef } from 'react';
import { Button } from '../../button/Button';
import { Field } from '../../form/Field';
import { serving as servingEn } from '../../i18n/messages/en/serving';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { type DraftErrors, PARAMETERS_FIELD, type PlaygroundDraft } from './playgroundRequest';
import type { ImageReader } from './playgroundTypes';
import { SketchPad } from './SketchPad';

export interface PlaygroundRequestFormProps {
  metadata: ModelMetadata;
  draft: PlaygroundDraft;
  onDraftChange: (draft: PlaygroundDraft) => void;
  errors: DraftErrors;
  onErrorsChange: (errors: DraftErrors) => void;
  readImage: ImageReader;
  sending: boolean;
  onSubmit: () => void;
  disabled?: boolean | undefined;
}

/**
 * One field per input tensor of the model's metadata (text, numbers, true/false, an image drawn on a pad or read from
 * a file), parameters, Send.
 */
export function PlaygroundRequestForm(props: PlaygroundRequestFormProps) {
  const { metadata, draft, onDraftChange, errors, onErrorsChange, readImage, sending, onSubmit, disabled } = props;
  const t = useMessages({ serving: servingEn }).serving.playground;
  const format = useFormat();
  const form = useRef<HTMLFormElement>(null);
  const clear = (name: string) => {
    if (!errors[name]) return;
    const { [name]: _, ...rest } = errors;
    onErrorsChange(rest);
  };
  const setText = (name: string, value: string) => {
    onDraftChange({ ...draft, texts: { ...draft.texts, [name]: value } });
    clear(name);
  };
  const setImage = async (name: string, file: File | undefined) => {
    let image: ImagePixels | undefined;
    if (file) {
      try {
        image = await readImage(file);
      } catch {
        onDraftChange({ ...draft, images: { ...draft.images, [name]: undefined } });
        onErrorsChange({ ...errors, [name]: t.imageUnreadable });
        return;
      }
    }
    onDraftChange({ ...draft, images: { ...draft.images, [name]: image } });
    clear(name);
  };
  const help = { text: t.textHelp, numbers: t.numbersHelp, booleans: t.booleansHelp, image: t.imageHelp };

  return (
    <form
      ref={form}
      aria-label={t.request}
      data-slot="playground-request"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <fieldset disabled={disabled} data-slot="playground-fields">
        {metadata.inputs.map((tensor) => {
          const kind = tensorInputKind(tensor);
          const image = draft.images[tensor.name];
          const description = (
            <>
              {t.tensor({ datatype: tensor.datatype, shape: `[${tensor.shape.join(', ')}]` })}. {help[kind]}
              {image
                ? ` ${t.imageChosen({ width: format.number(image.width), height: format.number(image.height) })}`
                : ''}
            </>
          );
          return (
            <Field key={tensor.name} label={tensor.name} description={description} error={errors[tensor.name]} required>
              {(control) =>
                kind === 'image' ? (
                  <div data-slot="image-input">
                    <SketchPad
                      name={tensor.name}
                      value={image}
                      describedBy={control['aria-describedby']}
                      disabled={disabled}
                      onChange={(drawn) => {
                        onDraftChange({ ...draft, images: { ...draft.images, [tensor.name]: drawn } });
                        if (drawn) clear(tensor.name);
                      }}
                    />
                    <span data-slot="image-input-or">{t.sketchOrFile}</span>
                    <input
                      {...control}
                      type="file"
                      accept="image/*"
                      data-field={tensor.name}
                      onChange={(e) => void setImage(tensor.name, e.target.files?.[0])}
                    />
                  </div>
                ) : (
                  <textarea
                    {...control}
                    data-field={tensor.name}
                    rows={kind === 'text' ? 3 : 2}
                    spellCheck={kind === 'text'}
                    value={draft.texts[tensor.name] ?? ''}
                    onChange={(e) => setText(tensor.name, e.target.value)}
                  />
                )
              }
            </Field>
          );
        })}
        <Field label={t.parameters} description={t.parametersHelp} error={errors[PARAMETERS_FIELD]}>
          {(control) => (
            <textarea
              {...control}
              data-field={PARAMETERS_FIELD}
              rows={2}
              spellCheck={false}
              value={draft.parameters}
              onChange={(e) => {
                onDraftChange({ ...draft, parameters: e.target.value });
                clear(PARAMETERS_FIELD);
              }}
            />
          )}
        </Field>
        <div data-slot="form-actions">
          <Button type="submit" variant="primary" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t.sending : t.send}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** Moves focus to the first field marked invalid inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null) {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
