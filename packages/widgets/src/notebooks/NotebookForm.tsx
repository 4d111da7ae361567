import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { type NotebookInput, notebookSchema } from './notebookSchema';
import type { NotebookChoices } from './types';

export interface NotebookFormProps {
  mode: 'create' | 'update';
  /** The images, sizes and limits of the project's hub. */
  choices: NotebookChoices;
  initialValues?: Partial<NotebookInput>;
  /** Sends the body; a rejected `ConsoleError` puts its 400/409 details on the fields. */
  onSubmit: (input: NotebookInput) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

/** Create or change a notebook instance: image, size, GPU, storage and idle timeout. */
export function NotebookForm({ mode, choices, initialValues, onSubmit, onCancel, appearance }: NotebookFormProps) {
  const currentStorage = initialValues?.storageGiB;
  const messages = useMessages({ common: commonEn, notebooks: notebooksEn });
  const { number } = useFormat();
  const t = messages.notebooks.form;
  const schema = notebookSchema(
    choices,
    mode === 'update' && currentStorage ? currentStorage : choices.minStorageGiB,
    messages,
  );
  const form = useZodForm(schema, {
    defaultValues: {
      name: initialValues?.name ?? '',
      imageId: initialValues?.imageId ?? choices.images[0]?.id ?? '',
      size: initialValues?.size ?? 'SMALL',
      gpuCount: String(initialValues?.gpuCount ?? 0),
      storageGiB: String(initialValues?.storageGiB ?? 20),
      idleTimeoutMinutes: String(initialValues?.idleTimeoutMinutes ?? 60),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        ...values,
        gpuCount: Number(values.gpuCount),
        storageGiB: Number(values.storageGiB),
        idleTimeoutMinutes: Number(values.idleTimeoutMinutes),
      });
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <WidgetRoot appearance={appearance} data-slot="notebook-form">
      <form
        onSubmit={submit}
        noValidate
        aria-label={mode === 'create' ? messages.notebooks.create : messages.notebooks.update}
        aria-busy={busy || undefined}
      >
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label={t.name} required>
          {(field) => <input {...field} autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="imageId" label={t.image} required>
          {(field) => (
            <select {...field}>
              {choices.images.map((image) => (
                <option key={image.id} value={image.id}>
                  {image.name}
                  {image.gpuCapable ? t.gpuSuffix : ''}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="size" label={t.size} required>
          {(field) => (
            <select {...field}>
              {choices.sizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {t.sizeOption({ name: size.name, cpu: number(size.cpu), memory: number(size.memoryGiB) })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          control={form.control}
          name="gpuCount"
          label={t.gpus}
          description={t.gpusHelp({ type: choices.gpuType, max: number(choices.maxGpu) })}
        >
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={choices.maxGpu} />}
        </FormField>
        <FormField
          control={form.control}
          name="storageGiB"
          label={t.storage}
          description={
            mode === 'update'
              ? t.storageGrows
              : t.storageRange({ min: number(choices.minStorageGiB), max: number(choices.maxStorageGiB) })
          }
          required
        >
          {(field) => <input {...field} type="number" inputMode="numeric" />}
        </FormField>
        <FormField control={form.control} name="idleTimeoutMinutes" label={t.idle} description={t.idleHelp}>
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} />}
        </FormField>
        <FormActions
          busy={busy}
          submitLabel={mode === 'create' ? messages.notebooks.create : messages.common.actions.save}
          onCancel={onCancel}
        />
      </form>
    </WidgetRoot>
  );
}
