import { type ButtonHTMLAttributes, forwardRef } from 'react';

/** Visual weight of a button; `danger` is for destructive actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A themed button (`data-slot="button"`, `data-variant`); `type` defaults to `button`, not `submit`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} data-slot="button" data-variant={variant} {...rest} />;
});
