import { Button } from '../button/Button';
import { common as commonEn } from '../i18n/messages/en/common';
import { useMessages } from '../i18n/useMessages';

export interface FormActionsProps {
  /** True while the form submits: both buttons wait. */
  busy: boolean;
  /** Text of the submit button, e.g. "Create" or "Save". */
  submitLabel: string;
  /** Shows Cancel when the host can leave the form. */
  onCancel?: (() => void) | undefined;
}

/** A form's footer: Cancel (when the host gives `onCancel`) and the primary submit button. */
export function FormActions({ busy, submitLabel, onCancel }: FormActionsProps) {
  const messages = useMessages({ common: commonEn });
  return (
    <div data-slot="form-actions">
      {onCancel ? (
        <Button onClick={onCancel} disabled={busy}>
          {messages.common.actions.cancel}
        </Button>
      ) : null}
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
