/** The costs area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { createBudgetWatch } from './budgetWatch';
export { registerCostRoutes } from './routes';
export { seedCosts } from './seed';
