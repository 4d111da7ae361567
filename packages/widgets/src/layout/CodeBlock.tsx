import type { ReactNode } from 'react';
import { layout as layoutEn } from '../i18n/messages/en/layout';
import { useMessages } from '../i18n/useMessages';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { CopyButton } from './CopyButton';

export interface CodeBlockProps {
  /** The code, shown as written (no wrapping; long lines scroll inside the block). */
  code: string;
  /** A caption above the code, e.g. "curl"; also names the scrollable region. */
  title?: ReactNode;
  /** The accessible name of the code region when `title` is not a string; defaults to "Code". */
  label?: string;
  /** The copy button's text; defaults to "Copy". `false` leaves the button out. */
  copyLabel?: string | false;
  appearance?: Appearance;
}

/** Code in a monospace box on the code background, scrolling sideways inside itself, with a copy button. */
export function CodeBlock({ code, title, label, copyLabel, appearance }: CodeBlockProps) {
  const t = useMessages({ layout: layoutEn }).layout;
  const name = label ?? (typeof title === 'string' ? title : t.code);
  return (
    <WidgetRoot appearance={appearance} data-slot="code-block">
      {title === undefined && copyLabel === false ? null : (
        <div data-slot="code-block-header">
          {title === undefined ? <span /> : <span data-slot="code-block-title">{title}</span>}
          {copyLabel === false ? null : <CopyButton text={code} {...(copyLabel ? { label: copyLabel } : {})} />}
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a long line into view from here */}
      <section data-slot="code-block-scroll" tabIndex={0} aria-label={name}>
        <pre data-slot="code-block-pre">
          <code>{code}</code>
        </pre>
      </section>
    </WidgetRoot>
  );
}
