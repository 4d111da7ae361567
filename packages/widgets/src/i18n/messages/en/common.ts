/** Texts shared by every widget: states, tables, dialogs, forms and toasts. */
export const common = {
  state: {
    loading: 'Loading…',
    retry: 'Try again',
    loadFailed: 'This part could not be loaded. Check the connection and try again.',
    errorTitle: {
      unreachable: 'Cannot reach the server',
      sessionEnded: 'Your session has ended',
      forbidden: 'You do not have access',
      notFound: 'Not found',
      failed: 'Something went wrong',
    },
  },
  actions: {
    create: 'Create',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    dismiss: 'Dismiss',
  },
  table: {
    actions: 'Actions',
    empty: 'Nothing here yet',
    cannotBeUndone: 'This cannot be undone.',
    deleteTitle: (p: { name: string }) => `Delete ${p.name}?`,
    /** A row action's accessible name, e.g. "Delete Acme AI". */
    rowAction: (p: { action: string; name: string }) => `${p.action} ${p.name}`,
    pages: (p: { label: string }) => `${p.label} pages`,
    range: (p: { first: string; last: string; total: string }) => `${p.first}–${p.last} of ${p.total}`,
    rowsPerPage: 'Rows per page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    page: (p: { page: string; count: string }) => `Page ${p.page} of ${p.count}`,
    loading: (p: { label: string }) => `Loading ${p.label.toLowerCase()}…`,
    /** The list's export button: every row with the search, filters and sort in force. */
    exportCsv: 'Export CSV',
    exporting: 'Exporting…',
    exported: (p: { file: string }) => `Downloaded ${p.file}`,
    exportFailed: 'The export failed',
  },
  toast: {
    region: 'Notifications',
    regionHotkey: (p: { label: string }) => `${p.label} ({hotkey})`,
  },
  validation: {
    enterName: 'Enter a name',
    maxChars: (p: { max: number }) => `Use at most ${p.max} characters`,
    httpUrl: 'Enter an http or https address',
    wholeNumber: (p: { what: string }) => `Enter ${p.what} as a whole number`,
    atLeast: (p: { min: string }) => `At least ${p.min}`,
    atMost: (p: { max: string }) => `At most ${p.max}`,
  },
  never: 'Never',
  none: '—',
};
