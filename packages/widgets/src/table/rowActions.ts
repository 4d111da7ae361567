import type { ReactNode } from 'react';
import type { Allowance } from '../actions/Allowance';
import { common as commonEn } from '../i18n/messages/en/common';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn };

/** What a row action asks before it runs. */
export interface RowConfirm {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Styles the confirm button as dangerous; default `true`. */
  destructive?: boolean;
}

/** A button in a resource table's Actions column. */
export interface RowAction<T> {
  /** Button text, e.g. "Delete"; its accessible name adds the row's name ("Delete Acme AI"). */
  label: string | ((row: T) => string);
  /** Whether the role allows it for this row; see `Allowance`. Default allowed. */
  allow?: ((row: T) => Allowance) | undefined;
  /** Runs the action; a rejected promise shows its error (in the confirm dialog when there is one). */
  run: (row: T) => unknown;
  /** Asks first with these texts; `null` (or no `confirm`) runs at once. */
  confirm?: ((row: T) => RowConfirm | null) | undefined;
}

/** "Edit": runs `onEdit`, or nothing when there is no `onEdit`. */
export function editAction<T>(
  onEdit: ((row: T) => void) | undefined,
  canEdit?: (row: T) => Allowance,
  messages: MessagesOf<'common'> = en,
): RowAction<T> | undefined {
  return onEdit && { label: messages.common.actions.edit, allow: canEdit, run: onEdit };
}

/**
 * "Delete" after confirmation: the dialog names the row ("Delete Acme AI?") and says what else goes with it;
 * nothing when there is no `onDelete`.
 */
export function deleteAction<T>(
  onDelete: ((row: T) => unknown) | undefined,
  options: {
    name: (row: T) => string;
    consequence: string;
    canDelete?: ((row: T) => Allowance) | undefined;
    messages?: MessagesOf<'common'> | undefined;
  },
): RowAction<T> | undefined {
  const texts = (options.messages ?? en).common;
  return (
    onDelete && {
      label: texts.actions.delete,
      allow: options.canDelete,
      run: onDelete,
      confirm: (row) => ({
        title: texts.table.deleteTitle({ name: options.name(row) }),
        description: options.consequence,
        confirmLabel: texts.actions.delete,
      }),
    }
  );
}

/** The label of an action for a row. */
export function actionLabel<T>(action: RowAction<T>, row: T): string {
  return typeof action.label === 'function' ? action.label(row) : action.label;
}
