/** The platform area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { registerPlatformRoutes } from './routes';
