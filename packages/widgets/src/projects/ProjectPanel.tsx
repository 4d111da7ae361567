import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useId } from 'react';
import { projects as projectsEn } from '../i18n/messages/en/projects';
import { useMessages } from '../i18n/useMessages';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { ProjectRow } from './types';

/** One tab of the project panel; the host fills it (e.g. with `ServicesPanel`). */
export interface ProjectPanelTab {
  id: string;
  label: string;
  content: ReactNode;
}

export interface ProjectPanelProps {
  /** The project; `undefined` while loading. */
  project: Pick<ProjectRow, 'name' | 'description' | 'organizationName' | 'branchName'> | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  tabs: readonly ProjectPanelTab[];
  /** Index of the open tab: the route's `project-panel?active=N`. Out of range opens the first. */
  active: number;
  onActiveChange: (active: number) => void;
  /** Buttons for the actions the role allows. */
  actions?: ReactNode;
  appearance?: Appearance;
}

/**
 * The project panel: the project's header and its tabs (Radix Tabs, arrow keys move between them). The panels are
 * plain elements with the tab panel's roles and ids rather than Radix's `Tabs.Content`: that one checks each panel's
 * CSS animation when it mounts (a style recalculation of the page inside the first render's commit, 20-50 ms on a
 * slow phone) for panels that never animate.
 */
export function ProjectPanel({
  project,
  error,
  onRetry,
  tabs,
  active,
  onActiveChange,
  actions,
  appearance,
}: ProjectPanelProps) {
  const a = appearance ? { appearance } : {};
  const t = useMessages({ projects: projectsEn }).projects;
  const baseId = useId();
  if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} {...a} />;
  if (project === undefined) return <LoadingState label={t.loading} {...a} />;
  const current = Number.isInteger(active) && active >= 0 && active < tabs.length ? active : 0;
  return (
    <WidgetRoot appearance={appearance} data-slot="project-panel">
      <div data-slot="info-header">
        <div>
          <h2 data-slot="info-title">{project.name}</h2>
          <p data-slot="state-description">
            {project.organizationName} / {project.branchName}
          </p>
        </div>
        {actions === undefined ? null : <div data-slot="row-actions">{actions}</div>}
      </div>
      {project.description ? <p data-slot="project-description">{project.description}</p> : null}
      <RadixTabs.Root value={String(current)} onValueChange={(value) => onActiveChange(Number(value))}>
        <RadixTabs.List data-slot="tabs-list" aria-label={t.sections({ name: project.name })}>
          {tabs.map((tab, index) => (
            <RadixTabs.Trigger
              key={tab.id}
              value={String(index)}
              data-slot="tab"
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
            >
              {tab.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {tabs.map((tab, index) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            data-state={index === current ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={index !== current}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable, as the tabs pattern has it
            tabIndex={0}
            data-slot="tab-panel"
          >
            {index === current ? tab.content : null}
          </div>
        ))}
      </RadixTabs.Root>
    </WidgetRoot>
  );
}
