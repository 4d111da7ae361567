// The audit log: the connected panel, the view, filters and export formats.
// Entry point `@console/widgets/audit`: add an export here and run `pnpm api:update`.
export { AuditLogPanel, type AuditLogPanelProps, type AuditScope } from './AuditLogPanel';
export { AuditLogView, type AuditLogViewProps } from './AuditLogView';
export {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_KINDS,
  type AuditExportFormat,
  type AuditLogEntry,
  type AuditLogFilters,
  auditQueryOf,
} from './types';
