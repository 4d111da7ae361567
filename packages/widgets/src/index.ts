export { ActionButton, type ActionButtonProps } from './actions/ActionButton';
export type { Allowance } from './actions/Allowance';
export { type ActionRunner, useActionRunner } from './actions/useActionRunner';
export { AuditLogPanel, type AuditLogPanelProps, type AuditScope } from './audit/AuditLogPanel';
export { AuditLogView, type AuditLogViewProps } from './audit/AuditLogView';
export {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_KINDS,
  type AuditExportFormat,
  type AuditLogEntry,
  type AuditLogFilters,
  auditQueryOf,
} from './audit/types';
export { BranchesPanel, type BranchesPanelProps } from './branches/BranchesPanel';
export { BranchesTable, type BranchesTableProps } from './branches/BranchesTable';
export { BranchForm, type BranchFormProps } from './branches/BranchForm';
export { BranchInfo, type BranchInfoProps } from './branches/BranchInfo';
export { type BranchInput, branchSchema, branchSchemaOf } from './branches/branchSchema';
export type { BranchRow } from './branches/types';
export { Button, type ButtonProps, type ButtonVariant } from './button/Button';
// Charts: presentational, props in (visx). Spec section 9 chart defaults live in chartDefaults.
export { BarChart, type BarChartProps } from './charts/BarChart';
export { type BarDatum, type BarLayout, type BarSeries, barSegments } from './charts/barLayout';
export { CapacityCard, type CapacityCardProps } from './charts/CapacityCard';
export { type ChartArea, ChartFrame, type ChartFrameProps, type ChartLabels } from './charts/ChartFrame';
export { chartMotion, MOTION_MAX_POINTS, RESIZE_REDRAW_MS, TOOLTIP_FADE_MS } from './charts/chartDefaults';
export { type ChartStatus, chartStatus } from './charts/chartStatus';
export { downsampleMinMax } from './charts/downsample';
export { StatCard, type StatCardProps } from './charts/StatCard';
export { StatGrid, type StatGridProps } from './charts/StatGrid';
export { TimeSeriesChart, type TimeSeriesChartProps } from './charts/TimeSeriesChart';
export type { TimePoint, TimeSeries } from './charts/timeSeries';
export type { ChartCommonProps, ChartTone, ChartView, ValueFormatter } from './charts/types';
export { type DebouncedSize, useDebouncedResize } from './charts/useDebouncedResize';
export { CapacityCards, type CapacityCardsProps } from './clusters/CapacityCards';
export { ClusterOverview, type ClusterOverviewProps, type Loaded } from './clusters/ClusterOverview';
export { ClusterOverviewPanel, type ClusterOverviewPanelProps } from './clusters/ClusterOverviewPanel';
export {
  CLUSTER_RANGE_MAX_DAYS,
  clusterRangeOf,
  defaultClusterDates,
  earliestClusterDate,
} from './clusters/clusterRange';
export { NodeAllocationChart, type NodeAllocationChartProps } from './clusters/NodeAllocationChart';
export { ResourcePicker, type ResourcePickerProps } from './clusters/ResourcePicker';
export { type ResourceKind, resourceKinds, resourceKindsOf } from './clusters/resources';
export { TenantUsageChart, type TenantUsageChartProps } from './clusters/TenantUsageChart';
export { UtilisationChart, type UtilisationChartProps } from './clusters/UtilisationChart';
// Date and time controls: parts, react-hook-form adapters, zod schemas and the rules they share.
export type { CalendarLocale, WeekStart } from './date/calendarProps';
export type { ControlProps } from './date/controlProps';
export { type DateConstraintProps, DateField, type DateFieldProps } from './date/DateField';
export { DateFormField, type DateFormFieldProps } from './date/DateFormField';
export { DateRangeField, type DateRangeFieldErrors, type DateRangeFieldProps } from './date/DateRangeField';
export { DateRangeFormField, type DateRangeFormFieldProps } from './date/DateRangeFormField';
export { type DateRangePreset, lastDaysPresets, lastDaysPresetsOf, presetRange } from './date/dateRangePresets';
export {
  checkDate,
  checkDateRange,
  type DateRange,
  type DateRangeErrors,
  type DateRules,
  dateMessages,
  isDateDisabled,
} from './date/dateRules';
export {
  dateRangeSchema,
  isoDateSchema,
  timeRangeSchema,
  timeSchema,
  timeZoneSchema,
  weekdaysSchema,
} from './date/dateSchemas';
export {
  addDaysIso,
  formatIsoDate,
  type IsoDate,
  normalizeIsoDate,
  parseIsoDate,
  todayIso,
} from './date/isoDate';
export type { FocusHandle } from './date/RangeEnds';
export {
  checkTimeZone,
  checkWeekdays,
  scheduleMessages,
  sortWeekdays,
  type TimeZoneRules,
} from './date/scheduleRules';
export { TimeField, type TimeFieldProps } from './date/TimeField';
export { TimeFormField, type TimeFormFieldProps } from './date/TimeFormField';
export { TimeRangeField, type TimeRangeFieldErrors, type TimeRangeFieldProps } from './date/TimeRangeField';
export { TimeRangeFormField, type TimeRangeFormFieldProps } from './date/TimeRangeFormField';
export { TimeZoneFormField, type TimeZoneFormFieldProps } from './date/TimeZoneFormField';
export { TimeZoneSelect, type TimeZoneSelectProps } from './date/TimeZoneSelect';
export { formatTime, normalizeTime, parseTime, type TimeOfDay } from './date/timeOfDay';
export {
  checkTime,
  checkTimeRange,
  type TimeRange,
  type TimeRangeErrors,
  type TimeRangeRules,
  timeMessages,
} from './date/timeRules';
export { isTimeZone, localTimeZone, supportedTimeZones, type TimeZone, timeZoneOffset } from './date/timeZones';
export { WeekdayFormField, type WeekdayFormFieldProps } from './date/WeekdayFormField';
export { WeekdayPicker, type WeekdayPickerProps } from './date/WeekdayPicker';
export { type IsoWeekday, isIsoWeekday, isoWeekdayOf, isoWeekdays, listWeekdays, weekdayName } from './date/weekdays';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export {
  type AppliedServerErrors,
  type ApplyServerErrorsOptions,
  applyServerErrors,
  type ServerErrorTarget,
} from './form/applyServerErrors';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './form/CheckboxGroupField';
export { Field, type FieldControlProps, type FieldProps } from './form/Field';
export { FormError } from './form/FormError';
export { FormField, type FormFieldProps } from './form/FormField';
export { useZodForm } from './form/useZodForm';
export { type ControllableStateProps, useControllableState } from './hooks/useControllableState';
// i18n: the typed catalogue (English default), its overrides and the locale-aware formatting widgets use.
export { type Formatter, formatterFor } from './i18n/format';
export { mergeMessages } from './i18n/mergeMessages';
export { en, type WidgetMessages } from './i18n/messages/en';
export { type PluralForms, plural } from './i18n/plural';
export type { DeepPartial } from './i18n/types';
export { useCalendarLocale, useFormat, useMessages } from './i18n/useMessages';
export { assignmentLabel } from './iam/assignmentLabel';
export { InviteDialog, type InviteDialogProps, type InviteScope, type InviteUserInput } from './iam/InviteDialog';
export { type InviteFormValues, inviteSchema, inviteSchemaOf } from './iam/inviteSchema';
export { assignableProjects, inviteScopes, type UserScopeIds } from './iam/inviteScopes';
export type { AssignmentRole, UserFilters, UserRow } from './iam/types';
export { UserDetail, type UserDetailProps } from './iam/UserDetail';
export { type UserSpaceLike, UserSpaceTree } from './iam/UserSpaceTree';
export { UsersPanel, type UsersPanelProps } from './iam/UsersPanel';
export { NO_USER_FILTERS, UsersTable, type UsersTableProps } from './iam/UsersTable';
export { DeploymentDetailPanel, type DeploymentDetailPanelProps } from './inferencing/DeploymentDetailPanel';
export { DeploymentForm, type DeploymentFormProps } from './inferencing/DeploymentForm';
export { DeploymentFormPanel, type DeploymentFormPanelProps } from './inferencing/DeploymentFormPanel';
export { DeploymentKeys, type DeploymentKeysProps } from './inferencing/DeploymentKeys';
export { DeploymentOverview, type DeploymentOverviewProps } from './inferencing/DeploymentOverview';
export { DeploymentPermissions, type DeploymentPermissionsProps } from './inferencing/DeploymentPermissions';
export {
  DeploymentSchedule,
  type DeploymentScheduleProps,
  type UptimeWindowInput,
} from './inferencing/DeploymentSchedule';
export { DeploymentsPanel, type DeploymentsPanelProps } from './inferencing/DeploymentsPanel';
export { DeploymentsTable, type DeploymentsTableProps } from './inferencing/DeploymentsTable';
export { DeploymentTimeline, type DeploymentTimelineProps } from './inferencing/DeploymentTimeline';
export { DeploymentVersions, type DeploymentVersionsProps } from './inferencing/DeploymentVersions';
export { deploymentStatus } from './inferencing/deploymentStatus';
export { exampleRequest } from './inferencing/exampleRequest';
export { PredefinedModelsCatalog, type PredefinedModelsCatalogProps } from './inferencing/PredefinedModelsCatalog';
export { PredefinedModelsPanel, type PredefinedModelsPanelProps } from './inferencing/PredefinedModelsPanel';
export { RegistryCredentials, type RegistryCredentialsProps } from './inferencing/RegistryCredentials';
// Layout parts: the page header, toolbar, cards, description list and code block every screen is built from.
export { CodeBlock, type CodeBlockProps } from './layout/CodeBlock';
export { CopyButton, type CopyButtonProps } from './layout/CopyButton';
export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './layout/DescriptionList';
export { DetailCard, type DetailCardProps } from './layout/DetailCard';
export { PageHeader, type PageHeaderAction, type PageHeaderProps } from './layout/PageHeader';
export { SectionCard, type SectionCardProps } from './layout/SectionCard';
export { Toolbar, type ToolbarProps } from './layout/Toolbar';
// Notebooks: presentational parts, connected panels (inside ConsoleProvider), and the service quota detail.
export { NotebookEditorPanel, type NotebookEditorPanelProps } from './notebooks/NotebookEditorPanel';
export { NotebookForm, type NotebookFormProps } from './notebooks/NotebookForm';
export { NotebookScaleForm, type NotebookScaleFormProps } from './notebooks/NotebookScaleForm';
export { NotebookStatusView, type NotebookStatusViewProps } from './notebooks/NotebookStatusView';
export { NotebooksPanel, type NotebooksPanelProps } from './notebooks/NotebooksPanel';
export { NotebooksTable, type NotebooksTableProps } from './notebooks/NotebooksTable';
export { type NotebookInput, notebookSchema } from './notebooks/notebookSchema';
export { notebookResources, notebookStatusLabel, notebookTone, powerActionOf } from './notebooks/notebookStatus';
export type { NotebookChoices, NotebookRow } from './notebooks/types';
export { InboxBell, type InboxBellProps } from './notifications/InboxBell';
export { bellLabel, NotificationBell, type NotificationBellProps } from './notifications/NotificationBell';
export { NotificationInbox, type NotificationInboxProps } from './notifications/NotificationInbox';
export { NotificationList, type NotificationListProps } from './notifications/NotificationList';
export type { NotificationItem, NotificationPage } from './notifications/types';
export { OrganizationForm, type OrganizationFormProps } from './organizations/OrganizationForm';
export { OrganizationsPanel, type OrganizationsPanelProps } from './organizations/OrganizationsPanel';
export { OrganizationsTable, type OrganizationsTableProps } from './organizations/OrganizationsTable';
export {
  type OrganizationFormValues,
  type OrganizationInput,
  organizationSchema,
  organizationSchemaOf,
  toOrganizationInput,
} from './organizations/organizationSchema';
export type { OrganizationRow, OrganizationSortKey } from './organizations/types';
export { CommandPalette, type CommandPaletteProps } from './palette/CommandPalette';
export { CommandPaletteDialog, type CommandPaletteDialogProps } from './palette/CommandPaletteDialog';
export { readRecent, rememberChoice } from './palette/recentChoices';
export { matchLocal, type PaletteGroup, type PaletteItem, type PaletteKind, type PaletteStatus } from './palette/types';
export { EditorDialog, type EditorDialogProps } from './panel/EditorDialog';
export { FormDialog, type FormDialogProps } from './panel/FormDialog';
export { LIST_SORT_KEYS } from './panel/listSortKeys';
export { type QueryListProps, queryListProps } from './panel/queryListProps';
export { adminsBranch, adminsOrganization, allowIf, projectBranchChoices } from './panel/spaceAccess';
export { type Editing, type EditorHrefs, type PanelEditor, usePanelEditor } from './panel/usePanelEditor';
export { useSuccessToast } from './panel/useSuccessToast';
export { FavoriteToggle, type FavoriteToggleProps } from './projects/FavoriteToggle';
export { ProjectForm, type ProjectFormProps } from './projects/ProjectForm';
export { ProjectPanel, type ProjectPanelProps, type ProjectPanelTab } from './projects/ProjectPanel';
export { ProjectsPanel, type ProjectsPanelProps, type ProjectsScope } from './projects/ProjectsPanel';
export { NO_PROJECT_FILTERS, ProjectsTable, type ProjectsTableProps } from './projects/ProjectsTable';
export { type ProjectInput, projectSchema, projectSchemaOf } from './projects/projectSchema';
export { ServiceQuotaDetail, type ServiceQuotaDetailProps } from './projects/ServiceQuotaDetail';
export { ServiceQuotaPanel, type ServiceQuotaPanelProps } from './projects/ServiceQuotaPanel';
export { ServicesPanel, type ServicesPanelProps } from './projects/ServicesPanel';
export { serviceCatalogue } from './projects/serviceCatalogue';
export { serviceStatusLabel, serviceTone } from './projects/serviceTone';
export type { ProjectFilters, ProjectRow, ProjectServiceRow, ServiceOption } from './projects/types';
export { anchorNavigation, type Navigation, type NavigationLinkProps } from './provider/navigation';
export { useAppearance, useNavigation, useWidgets } from './provider/useWidgets';
export { WidgetsProvider, type WidgetsProviderProps } from './provider/WidgetsProvider';
export type { WidgetsContextValue } from './provider/widgetsContext';
export { EmptyState, type EmptyStateProps } from './state/EmptyState';
export { ErrorState, type ErrorStateProps, errorTitle } from './state/ErrorState';
export { LoadingState, type LoadingStateProps } from './state/LoadingState';
export type { WidgetError } from './state/widgetError';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './status/StatusBadge';
export { HolidaysField, type HolidaysFieldProps } from './support/HolidaysField';
export { SlaClock, type SlaClockProps } from './support/SlaClock';
export { SlaPoliciesTable, type SlaPoliciesTableProps } from './support/SlaPoliciesTable';
export { SlaPolicyForm, type SlaPolicyFormProps } from './support/SlaPolicyForm';
export {
  type SlaPolicyFormValues,
  type SlaPolicyInput,
  slaPolicySchema,
  slaPolicySchemaOf,
} from './support/slaPolicySchema';
export {
  lastDays,
  TicketDashboardPanel,
  type TicketDashboardPanelProps,
  type TicketScope,
} from './support/TicketDashboardPanel';
export { type DashboardRange, TicketDashboardView, type TicketDashboardViewProps } from './support/TicketDashboardView';
export { TicketDetail, type TicketDetailProps } from './support/TicketDetail';
export { TicketDetailPanel, type TicketDetailPanelProps } from './support/TicketDetailPanel';
export { TicketFilterBar, type TicketFilterBarProps } from './support/TicketFilterBar';
export { TicketForm, type TicketFormProps } from './support/TicketForm';
export { TicketHistoryList, type TicketHistoryListProps } from './support/TicketHistoryList';
export { TicketsPanel, type TicketsPanelProps, ticketListParams } from './support/TicketsPanel';
export { NO_TICKET_FILTERS, TicketsTable, type TicketsTableProps } from './support/TicketsTable';
export { TicketThread, type TicketThreadProps } from './support/TicketThread';
export { type TicketChange, TicketWorkPanel, type TicketWorkPanelProps } from './support/TicketWorkPanel';
export {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  ticketCategoryLabel,
  ticketPriorityLabel,
  ticketPriorityTone,
  ticketStatusLabel,
  ticketStatusTone,
} from './support/ticketLabels';
export { type TicketInput, ticketSchema, ticketSchemaOf } from './support/ticketSchema';
export { formatDuration, type TargetState, targetState, targetText } from './support/timeToBreach';
export type { TicketFilters, TicketRow } from './support/types';
export { DataTable, type DataTableProps } from './table/DataTable';
export { formatDate, formatDateTime } from './table/formatDate';
export {
  changeList,
  DEFAULT_PAGE_SIZE,
  type FilterQuery,
  initialListState,
  isFiltered,
  type ListQueryOf,
  type ListState,
  listQueryOf,
  NO_FILTERS,
  type NoFilters,
  type SortOrder,
  sortChange,
  sortOf,
} from './table/listState';
export { type ListPage, pagePagination } from './table/pagePagination';
export {
  type ResourceActionProps,
  type ResourceListProps,
  ResourceTable,
  type ResourceTableProps,
} from './table/ResourceTable';
export { actionLabel, deleteAction, editAction, type RowAction, type RowConfirm } from './table/rowActions';
export { SearchInput, type SearchInputProps } from './table/SearchInput';
export type { DataTableColumn, DataTablePagination, DataTableSort } from './table/types';
export { type ListStateProps, useListState } from './table/useListState';
export { type Appearance, mergeAppearance, type ThemeMode } from './theme/appearance';
export {
  applyThemePreference,
  DEFAULT_THEME_KEY,
  readThemePreference,
  setThemePreference,
  useThemePreference,
} from './theme/themePreference';
export { type ThemeToken, themeTokens } from './theme/tokens';
export { type RootProps, useRootProps } from './theme/useRootProps';
export { WidgetRoot, type WidgetRootProps } from './theme/WidgetRoot';
export { Toaster, type ToasterProps, type ToastItem, type ToastPosition, type ToastSeverity } from './toast/Toaster';
export { Tooltip, type TooltipProps } from './tooltip/Tooltip';
