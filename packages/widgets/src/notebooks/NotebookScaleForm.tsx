import * as z from 'zod';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { notebooks as notebooksEn } from '../i18n/messages/en/notebooks';
import { useFormat, useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { wholeNumber } from './notebookSchema';

export interface NotebookScaleFormProps {
  name: string;
  replicas: number;
  maxReplicas: number;
  /** Sends the new replicas; a 409 past the notebook hub quota shows on the field. */
  onSubmit: (replicas: number) => Promise<unknown>;
  appearance?: Appearance;
}

/**
 * Sets how many replicas a notebook runs (project admins); each counts against the notebook hub quota. Zero ends its
 * server, as a stop does, and frees its replicas; a later start runs it with one.
 */
export function NotebookScaleForm({ name, replicas, maxReplicas, onSubmit, appearance }: NotebookScaleFormProps) {
  const messages = useMessages({ common: commonEn, notebooks: notebooksEn });
  const { number } = useFormat();
  const t = messages.notebooks.scale;
  const schema = z.object({
    replicas: wholeNumber(t.theReplicas, 0, maxReplicas, messages),
  });
  const form = useZodForm(schema, { defaultValues: { replicas: String(replicas) } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(Number(values.replicas));
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  return (
    <WidgetRoot appearance={appearance} data-slot="notebook-scale-form">
      <form onSubmit={submit} noValidate aria-label={t.of({ name })}>
        <FormError control={form.control} />
        <FormField
          control={form.control}
          name="replicas"
          label={t.replicas}
          description={t.help({ max: number(maxReplicas) })}
        >
          {(field) => <input {...field} type="number" inputMode="numeric" min={0} max={maxReplicas} />}
        </FormField>
        <div data-slot="form-actions">
          <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </div>
      </form>
    </WidgetRoot>
  );
}
