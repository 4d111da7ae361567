import type { ConsoleMessages } from './en';
import { enAreas } from './enAreas';
import { useLanguagePack } from './language';

// Imported by the areas' pages only, so the English area texts load with them (see enAreas.ts).

const withAreas = new WeakMap<object, ConsoleMessages>();

/** The console's texts in the reader's language, the areas' own included (English ones where the pack has none). */
export function useAreaMessages(): ConsoleMessages {
  const messages = useLanguagePack().console;
  if ('pageText' in messages) return messages as ConsoleMessages;
  let merged = withAreas.get(messages);
  if (!merged) {
    merged = { ...messages, ...enAreas };
    withAreas.set(messages, merged);
  }
  return merged;
}
