/** The height a table row is assumed to have before it is measured, in px. */
export const ROW_HEIGHT = 41;

/** Stands in for the rows above or below the rendered window; it holds nothing to read or focus. */
export function TableSpacer({ height }: { height: number }) {
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a table row is not focusable; this one only takes up space.
  return <tr aria-hidden="true" data-slot="table-spacer" style={{ height }} />;
}
