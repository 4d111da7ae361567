import type { PlatformEngines } from '@console/core';
import { platformEnginesQuery, useConsoleClient } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { platform as platformEn } from '../i18n/messages/en/platform';
import { useMessages } from '../i18n/useMessages';
import { StatusBadge } from '../status/StatusBadge';
import { WidgetRoot } from '../theme/WidgetRoot';
import { Tooltip } from '../tooltip/Tooltip';

export interface InfrastructureNoticeProps {
  /** The engines behind the API, as `GET /platform/engines` answers. */
  engines: PlatformEngines;
}

const PARTS = ['notebooks', 'serving', 'metrics'] as const;

/**
 * Says on screen what the platform's numbers and states come from. Nothing shows while every engine is real and
 * answering; a warning badge reads "Simulated infrastructure" while any part is simulated, and a danger badge names
 * a real engine that does not answer. The badge's description lists each part and its engine.
 */
export function InfrastructureNotice({ engines }: InfrastructureNoticeProps) {
  const t = useMessages({ platform: platformEn }).platform;
  const down = PARTS.map((p) => engines[p]).find((e) => e.mode === 'local' && !e.available);
  const simulated = PARTS.some((p) => engines[p].mode === 'simulated');
  if (!down && !simulated) return null;
  const lines = PARTS.map((p) => {
    const e = engines[p];
    const engine =
      e.mode === 'simulated'
        ? t.simulatedEngine
        : e.available
          ? e.engine
          : `${e.engine}, ${t.down({ reason: e.reason ?? '' })}`;
    return t.part({ part: t.parts[p], engine });
  });
  return (
    <WidgetRoot data-slot="infrastructure-notice">
      <Tooltip
        content={
          <span data-slot="infrastructure-parts">
            {lines.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </span>
        }
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the badge is focusable so keyboard users reach its description. */}
        <span tabIndex={0} data-slot="infrastructure-badge">
          <StatusBadge tone={down ? 'danger' : 'warning'}>
            {down ? t.unavailable({ engine: down.engine }) : t.simulated}
          </StatusBadge>
        </span>
      </Tooltip>
    </WidgetRoot>
  );
}

/**
 * {@link InfrastructureNotice} inside `ConsoleProvider`: asks the API which engines run (`platform.engines`) and
 * shows the notice; nothing while it loads or when the question fails (the panels that need an engine say so).
 */
export function InfrastructureNoticePanel() {
  const client = useConsoleClient();
  const engines = useQuery(platformEnginesQuery(client));
  return engines.data ? <InfrastructureNotice engines={engines.data} /> : null;
}
