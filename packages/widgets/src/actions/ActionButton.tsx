import { type MouseEvent, useId } from 'react';
import { Button, type ButtonProps } from '../button/Button';
import { Tooltip } from '../tooltip/Tooltip';
import type { Allowance } from './Allowance';

export interface ActionButtonProps extends ButtonProps {
  /** Whether the role allows it; see `Allowance`. Defaults to allowed. */
  allow?: Allowance;
}

/**
 * A button for a role-gated action. When not allowed with a reason it stays focusable (`aria-disabled`) so
 * keyboard and screen reader users can still reach the reason, which shows as a tooltip and describes the button.
 */
export function ActionButton({ allow = true, onClick, ...rest }: ActionButtonProps) {
  const reasonId = useId();
  if (allow === false) return null;
  if (allow === true) return <Button onClick={onClick} {...rest} />;
  const block = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <>
      <Tooltip content={allow.reason}>
        <Button
          {...rest}
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          data-disabled=""
          onClick={block}
        />
      </Tooltip>
      <span id={reasonId} data-slot="visually-hidden">
        {allow.reason}
      </span>
    </>
  );
}
