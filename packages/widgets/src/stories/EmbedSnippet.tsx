import { Source } from '@storybook/addon-docs/blocks';

export interface EmbedSnippetProps {
  /** The connected panel's export name, e.g. `ProjectsPanel`. */
  component: string;
  /** Its props as JSX attributes, e.g. `branchId={10}`. */
  props?: string;
}

/**
 * The docs pages' "embed it in a host" code: a host page with only `ConsoleProvider` and the panel's ids, so each
 * page shows the same complete setup (stylesheet, client, provider) rather than a fragment.
 */
export function EmbedSnippet({ component, props = '' }: EmbedSnippetProps) {
  const code = `import '@console/widgets/styles.css';
import { createConsoleClient } from '@console/core';
import { ConsoleProvider } from '@console/react';
import { ${component} } from '@console/widgets';

// One client per app: the admin API and the identity provider it signs in with (the @console/core quick start
// shows the sign-in and callback lines).
const client = createConsoleClient({
  apiBase: 'https://admin.example.com/api',
  oidc: { issuer: 'https://sso.example.com/realms/console' },
});

export function HostPage() {
  return (
    <ConsoleProvider client={client}>
      <${component}${props ? ` ${props}` : ''} />
    </ConsoleProvider>
  );
}`;
  return <Source language="tsx" code={code} />;
}
