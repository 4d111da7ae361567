import { useEffect, useRef, useState } from 'react';
import { Button } from '../button/Button';
import { layout as layoutEn } from '../i18n/messages/en/layout';
import { useMessages } from '../i18n/useMessages';

export interface CopyButtonProps {
  /** What lands on the clipboard. */
  text: string;
  /** The button's text, e.g. "Copy example request"; defaults to "Copy". */
  label?: string;
}

/** Copies `text` to the clipboard and says so for a moment (announced politely). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useMessages({ layout: layoutEn }).layout;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span data-slot="copy-button">
      <Button
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setCopied('yes');
          } catch {
            setCopied('failed');
          }
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(null), 2000);
        }}
      >
        {label ?? t.copy}
      </Button>
      <span role="status" aria-live="polite" data-slot="copy-status" data-state={copied ?? 'idle'}>
        {copied === 'yes' ? t.copied : copied === 'failed' ? t.copyFailed : ''}
      </span>
    </span>
  );
}
