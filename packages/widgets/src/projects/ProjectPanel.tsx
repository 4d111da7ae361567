import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
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

/** Which tab a key moves the focus to from `from` of `count` (the tabs pattern, horizontal, wrapping), if any. */
function tabAfterKey(key: string, from: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (from + 1) % count;
    case 'ArrowLeft':
      return (from - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The project panel: the project's header and its tabs (the tabs pattern: the open tab is the one tab stop, arrow
 * keys, Home and End move between the tabs and open the one they reach). Tabs and panels are plain elements with the
 * pattern's roles, ids and states rather than Radix Tabs: its roving focus counts its tabs with a state update in a
 * layout effect, which made React render again synchronously inside the first render's commit and run the whole
 * page's effects in that same task (a long task on a slow phone); its `Tabs.Content` checked each panel's CSS
 * animation when it mounted (a style recalculation inside that commit) for panels that never animate.
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
  const list = useRef<HTMLDivElement>(null);
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
      <div data-orientation="horizontal">
        <div
          ref={list}
          role="tablist"
          aria-orientation="horizontal"
          data-orientation="horizontal"
          data-slot="tabs-list"
          aria-label={t.sections({ name: project.name })}
        >
          {tabs.map((tab, index) => {
            const selected = index === current;
            const open = () => {
              if (!selected) onActiveChange(index);
            };
            return (
              <button
                key={tab.id}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${index}`}
                data-state={selected ? 'active' : 'inactive'}
                data-orientation="horizontal"
                id={`${baseId}-tab-${index}`}
                tabIndex={selected ? 0 : -1}
                data-slot="tab"
                // As Radix Tabs did: a press opens the tab (a primary button without Ctrl), focus opens it too.
                onMouseDown={(event) => {
                  if (event.button === 0 && !event.ctrlKey) open();
                  else event.preventDefault();
                }}
                onFocus={open}
                // A click with no press before it (a screen reader's activation, a script's `click()`) opens it too.
                onClick={open}
                onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    open();
                    return;
                  }
                  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
                  const next = tabAfterKey(event.key, index, tabs.length);
                  if (next === undefined) return;
                  event.preventDefault();
                  list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
                }}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
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
      </div>
    </WidgetRoot>
  );
}
