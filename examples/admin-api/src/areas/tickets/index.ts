/** The tickets area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { visibleTickets } from './queries';
export { registerTicketRoutes } from './routes';
export { seedSupport } from './seed';
export { recordSlaBreaches } from './service';
