/** The quotas area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { createQuotaEscalation } from './escalation';
export { registerQuotaRoutes } from './routes';
export { seedQuotas } from './seed';
