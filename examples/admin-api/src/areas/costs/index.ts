/** The costs area as the rest of the server sees it: other areas and the composition import it only through this file. */

export { allocationFocusRows, allocationRollUp } from './allocations';
export { createBudgetWatch } from './budgetWatch';
export { focusCsv } from './focusExport';
export { createMetering } from './metering';
export { loadPrices } from './prices';
export { costReport } from './report';
export { registerCostRoutes } from './routes';
export { seedCosts } from './seed';
