// Chargeback: costs per tenant from allocation, budgets with forecasts and alerts, the price list, the FOCUS export.
// Entry point `@console/widgets/costs`: add an export here and run `pnpm api:update`.
export { BudgetForm, type BudgetFormProps } from './BudgetForm';
export { CostPanel, type CostPanelProps } from './CostPanel';
export { COST_RANGES, type CostRange, CostReportView, type CostReportViewProps } from './CostReportView';
export { PriceListForm, type PriceListFormProps, PriceListPanel } from './PriceListPanel';
