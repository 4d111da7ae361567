/** Texts of the layout parts: page header, code block, copy button. */
export const layout = {
  breadcrumb: 'Breadcrumb',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy it by hand: the clipboard is not available',
  code: 'Code',
};
