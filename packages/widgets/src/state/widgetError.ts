/**
 * The parts of an error a widget shows. A `ConsoleError` from @console/core fits (its `errors` holds a 400's
 * `details`), and so does any `Error`.
 */
export interface WidgetError {
  message: string;
  status?: number;
  errors?: unknown;
}
