import { Source } from '@storybook/addon-docs/blocks';
import * as branches from '../branches';
import * as clusters from '../clusters';
import * as iam from '../iam';
import * as inferencing from '../inferencing';
import * as notebooks from '../notebooks';
import * as notifications from '../notifications';
import * as organizations from '../organizations';
import * as projects from '../projects';
import * as support from '../support';

/** The area entry points a docs page's panel can come from, by the name each is imported as. */
const areas: Record<string, object> = {
  branches,
  clusters,
  iam,
  inferencing,
  notebooks,
  notifications,
  organizations,
  projects,
  support,
};
/** `@console/widgets/<area>` for a panel exported by an area entry point, else the root. */
const entryOf = (component: string) => {
  const area = Object.keys(areas).find((name) => component in (areas[name] as object));
  return area ? `@console/widgets/${area}` : '@console/widgets';
};

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
import { createConsoleClient } from '@console/core/client';
import { ConsoleProvider } from '@console/react';
import { ${component} } from '${entryOf(component)}';

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
