import { createConsoleClient } from '@console/core/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalSession } from './auth/portalSession';
import { config } from './config';
import { startLanguage } from './i18n/language';
import { Root } from './Root';
// The widgets' stylesheet, bundled; the portal's own global CSS is `public/portal.css` (linked in index.html).
import '@console/widgets/styles.css';

const session = new PortalSession({
  issuer: config.oidcIssuer,
  clientId: config.oidcClientId,
  origin: location.origin,
});
// The portal signs users in itself; the SDK only receives the access token through the adapter.
const client = createConsoleClient({ apiBase: config.apiBase, auth: session.adapter() });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A reader who chose German gets it from the first screen.
void startLanguage().then(() =>
  createRoot(container).render(
    <StrictMode>
      <Root session={session} client={client} />
    </StrictMode>,
  ),
);
