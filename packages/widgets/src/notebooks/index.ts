// Notebooks: presentational parts, connected panels (inside ConsoleProvider), and their schema and status labels.
// Entry point `@console/widgets/notebooks`: add an export here and run `pnpm api:update`.
export { NotebookEditorPanel, type NotebookEditorPanelProps } from './NotebookEditorPanel';
export { NotebookForm, type NotebookFormProps } from './NotebookForm';
export { NotebookScaleForm, type NotebookScaleFormProps } from './NotebookScaleForm';
export { NotebookStatusView, type NotebookStatusViewProps } from './NotebookStatusView';
export { NotebooksPanel, type NotebooksPanelProps } from './NotebooksPanel';
export { NotebooksTable, type NotebooksTableProps } from './NotebooksTable';
export { type NotebookInput, notebookSchema } from './notebookSchema';
export { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebookStatus';
export type { NotebookChoices, NotebookRow } from './types';
