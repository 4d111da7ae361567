// The audit log: the connected panels (log, retention), the views, filters and export formats.
// Entry point `@console/widgets/audit`: add an export here and run `pnpm api:update`.
export { AuditLogPanel, type AuditLogPanelProps, type AuditScope } from './AuditLogPanel';
export { AuditLogView, type AuditLogViewProps } from './AuditLogView';
export { AuditRetentionForm, type AuditRetentionFormProps, MAX_AUDIT_RETENTION_DAYS } from './AuditRetentionForm';
export { AuditRetentionPanel, type AuditRetentionPanelProps } from './AuditRetentionPanel';
export {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_KINDS,
  type AuditExportFormat,
  type AuditLogEntry,
  type AuditLogFilters,
  auditQueryOf,
} from './types';
