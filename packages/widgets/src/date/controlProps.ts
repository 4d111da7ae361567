import type { ReactNode } from 'react';

/**
 * Props every date and time control shares, Radix style: `value` + `onValueChange` to control it, or
 * `defaultValue` to let it keep its own state.
 */
export interface ControlProps<V> {
  label: ReactNode;
  description?: ReactNode;
  value?: V | undefined;
  defaultValue?: V | undefined;
  onValueChange?: ((value: V) => void) | undefined;
  /**
   * A message from outside (a form, a server) shown instead of the control's own. Left out, the control checks
   * itself once the user leaves or changes it; `null` leaves all checking to the owner (the form adapters pass it
   * until the form has a message).
   */
  error?: string | null | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
}

/** The message to show: the owner's when it gives one (or `null` for none), else the control's own. */
export const shownError = (error: string | null | undefined, own: string | undefined): string | undefined =>
  error === undefined ? own : (error ?? undefined);
