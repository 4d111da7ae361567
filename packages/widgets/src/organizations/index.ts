// Organizations: the connected panel, the table and form, and the form schema.
// Entry point `@console/widgets/organizations`: add an export here and run `pnpm api:update`.
export { OrganizationForm, type OrganizationFormProps } from './OrganizationForm';
export { OrganizationFormPanel, type OrganizationFormPanelProps } from './OrganizationFormPanel';
export { OrganizationsPanel, type OrganizationsPanelProps } from './OrganizationsPanel';
export { OrganizationsTable, type OrganizationsTableProps } from './OrganizationsTable';
export {
  type OrganizationFormValues,
  type OrganizationInput,
  organizationSchema,
  organizationSchemaOf,
  toOrganizationInput,
} from './organizationSchema';
export type { OrganizationRow, OrganizationSortKey } from './types';
