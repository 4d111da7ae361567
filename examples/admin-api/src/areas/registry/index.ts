/** The registry area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { registerRegistryRoutes } from './routes';
