/** The sla area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { addBusinessMinutes, type BusinessHours } from './businessHours';
export { registerSlaRoutes } from './routes';
export { createSlaClock } from './slaClock';
export { businessHoursOf, PAUSING_STATUS, slaFields, slaPauseAfter } from './slaFields';
