// The entry: finish the sign-in when the identity provider sends the user back, then render the app.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { client } from './client';

if (location.pathname === '/callback') {
  const { returnTo } = await client.auth.handleCallback(location.href);
  history.replaceState(null, '', returnTo);
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
