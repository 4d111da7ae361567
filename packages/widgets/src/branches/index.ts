// Branches: the connected panel, the table, form and detail card, and the form schema.
// Entry point `@console/widgets/branches`: add an export here and run `pnpm api:update`.
export { BranchesPanel, type BranchesPanelProps } from './BranchesPanel';
export { BranchesTable, type BranchesTableProps } from './BranchesTable';
export { BranchForm, type BranchFormProps } from './BranchForm';
export { BranchFormPanel, type BranchFormPanelProps } from './BranchFormPanel';
export { BranchInfo, type BranchInfoProps } from './BranchInfo';
export { type BranchInput, branchSchema, branchSchemaOf } from './branchSchema';
export type { BranchRow } from './types';
