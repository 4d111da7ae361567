/** The models area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { registerModelRoutes } from './routes';
export { type PredefinedModel, seedModels } from './seed';
