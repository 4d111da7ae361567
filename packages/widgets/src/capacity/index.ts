// Capacity: tenants' quotas of GPUs, CPU cores and memory, and the requests that raise a project's.
// Entry point `@console/widgets/capacity`: add an export here and run `pnpm api:update`.
export { CapacityBoardPanel, type CapacityBoardPanelProps } from './CapacityBoardPanel';
export { CapacityBoardView, type CapacityBoardViewProps } from './CapacityBoardView';
export { QuotaDecisionForm, type QuotaDecisionFormProps, type QuotaDecisionInput } from './QuotaDecisionForm';
export { QuotaRequestForm, type QuotaRequestFormProps, type QuotaRequestInput } from './QuotaRequestForm';
export { QuotaRequestsPanel, type QuotaRequestsPanelProps } from './QuotaRequestsPanel';
export { QuotaRequestsTable, type QuotaRequestsTableProps } from './QuotaRequestsTable';
export { amountText, grantCap, quotaStatusTone } from './quotaLabels';
export {
  QUOTA_REQUEST_LIMITS,
  type QuotaRequestFormValues,
  quotaGrantSchemaOf,
  quotaRequestSchemaOf,
} from './quotaSchemas';
export { TenantQuotaCard, type TenantQuotaCardProps } from './TenantQuotaCard';
export { TenantQuotaPanel, type TenantQuotaPanelProps } from './TenantQuotaPanel';
