import { defineRoute } from '../route';
import { errorResponses, json } from '../schemas/common';
import { PlatformEngines } from '../schemas/platform';

/** The platform itself: which engines run behind the API, real or simulated. */
export const platformRoutes = {
  engines: defineRoute({
    operationId: 'platform.engines',
    method: 'get',
    path: '/platform/engines',
    summary: 'The engines behind the API (notebooks, serving, metrics): real or simulated, and whether they answer',
    responses: { 200: json(PlatformEngines, 'Engines'), ...errorResponses() },
  }),
};
