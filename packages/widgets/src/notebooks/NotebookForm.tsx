import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
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
  const schema = notebookSchema(choices, mode === 'update' && currentStorage ? currentStorage : choices.minStorageGiB);
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
        aria-label={mode === 'create' ? 'Create notebook' : 'Update notebook'}
        aria-busy={busy || undefined}
      >
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label="Name" required>
          {(field) => <input {...field} autoComplete="off" />}
        </FormField>
        <FormField control={form.control} name="imageId" label="Image" required>
          {(field) => (
            <select {...field}>
              {choices.images.map((image) => (
                <option key={image.id} value={image.id}>
                  {image.name}
                  {image.gpuCapable ? ' (GPU)' : ''}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="size" label="Container size" required>
          {(field) => (
            <select {...field}>
              {choices.sizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.name}: {size.cpu} CPU, {size.memoryGiB} GiB memory
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          control={form.control}
          name="gpuCount"
          label="GPUs"
          description={`${choices.gpuType}; 0 to ${choices.maxGpu}. Needs a GPU image.`}
        >
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={choices.maxGpu} />}
        </FormField>
        <FormField
          control={form.control}
          name="storageGiB"
          label="Storage (GiB)"
          description={
            mode === 'update' ? 'Storage can only grow.' : `${choices.minStorageGiB} to ${choices.maxStorageGiB} GiB.`
          }
          required
        >
          {(field) => <input {...field} type="number" inputMode="numeric" />}
        </FormField>
        <FormField
          control={form.control}
          name="idleTimeoutMinutes"
          label="Stop when idle for (minutes)"
          description="The hub's idle culler stops the notebook after this long without activity; 0 never."
        >
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} />}
        </FormField>
        <FormActions busy={busy} submitLabel={mode === 'create' ? 'Create notebook' : 'Save'} onCancel={onCancel} />
      </form>
    </WidgetRoot>
  );
}
