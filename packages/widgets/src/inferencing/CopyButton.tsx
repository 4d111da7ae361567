import { useState } from 'react';
import { Button } from '../button/Button';

/** Copies `text` to the clipboard and says so for a moment (announced politely). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <span>
      <Button
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setCopied('yes');
          } catch {
            setCopied('failed');
          }
          setTimeout(() => setCopied(null), 2000);
        }}
      >
        {label}
      </Button>
      <span role="status" aria-live="polite">
        {copied === 'yes' ? ' Copied' : copied === 'failed' ? ' Copy it by hand: the clipboard is not available' : ''}
      </span>
    </span>
  );
}
