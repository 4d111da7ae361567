// Projects and their services: connected panels, the table and form, favorites and the service quota detail.
// Entry point `@console/widgets/projects`: add an export here and run `pnpm api:update`.
export { FavoriteToggle, type FavoriteToggleProps } from './FavoriteToggle';
export {
  ProjectDetails,
  type ProjectDetailsPart,
  type ProjectDetailsProps,
  type ProjectGroupRow,
} from './ProjectDetails';
export { ProjectDetailsPanel, type ProjectDetailsPanelProps } from './ProjectDetailsPanel';
export { ProjectForm, type ProjectFormProps } from './ProjectForm';
export { ProjectFormPanel, type ProjectFormPanelProps } from './ProjectFormPanel';
export { ProjectPanel, type ProjectPanelProps, type ProjectPanelTab } from './ProjectPanel';
export { ProjectServicesPanel, type ProjectServicesPanelProps } from './ProjectServicesPanel';
export { ProjectsPanel, type ProjectsPanelProps, type ProjectsScope } from './ProjectsPanel';
export { NO_PROJECT_FILTERS, ProjectsTable, type ProjectsTableProps } from './ProjectsTable';
export { type ProjectInput, projectSchema, projectSchemaOf } from './projectSchema';
export { ServiceQuotaDetail, type ServiceQuotaDetailProps } from './ServiceQuotaDetail';
export { ServiceQuotaPanel, type ServiceQuotaPanelProps } from './ServiceQuotaPanel';
export { ServicesPanel, type ServicesPanelProps } from './ServicesPanel';
export { serviceCatalogue } from './serviceCatalogue';
export { serviceStatusLabel, serviceTone } from './serviceTone';
export type { ProjectFilters, ProjectRow, ProjectServiceRow, ServiceOption } from './types';
