/** The users area as the rest of the server sees it: other areas and the composition import it only through this file. */
export { createDbAccountStore } from './accountStore';
export { registerUserRoutes } from './routes';
export { cachedSpace } from './userSpace';
