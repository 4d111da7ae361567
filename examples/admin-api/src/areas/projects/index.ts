/** The projects area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { createProvisioner } from './provisioner';
export { registerProjectRoutes } from './routes';
export { ServiceId, serviceCatalogue } from './serviceCatalogue';
export { registerProjectServiceRoutes } from './serviceRoutes';
