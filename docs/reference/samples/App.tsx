// ConsoleProvider gives every hook and panel below it the client; RequireAuth signs the user in first;
// WidgetsProvider themes the widgets; ProjectsPanel is a connected panel that needs only an organization id.
import '@console/widgets/styles.css';
import { ConsoleProvider, RequireAuth } from '@console/react';
import { WidgetsProvider } from '@console/widgets';
import { ProjectsPanel } from '@console/widgets/projects';
import { client } from './client';

export function App() {
  return (
    <ConsoleProvider client={client}>
      <WidgetsProvider appearance={{ theme: 'light', variables: { colorPrimary: '#7c3aed', radius: '0.5rem' } }}>
        <RequireAuth>
          <ProjectsPanel organizationId={1} />
        </RequireAuth>
      </WidgetsProvider>
    </ConsoleProvider>
  );
}
