// One client per app: the admin API's base URL and the identity provider the console signs in with.
import { createConsoleClient } from '@console/core/client';

export const client = createConsoleClient({
  apiBase: 'https://admin.example.com/api',
  oidc: { issuer: 'https://sso.example.com/realms/console' },
});
