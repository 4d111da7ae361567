/** A user-visible text written into a widget's source instead of taken from the catalogue. */
export interface HardCodedText {
  file: string;
  line: number;
  text: string;
}

/** Props and keys whose string value a reader sees or hears. */
const TEXT_NAMES =
  'aria-label|aria-description|aria-valuetext|title|placeholder|label|alt|summary|detail|header|description|' +
  'emptyTitle|emptyDescription|noMatchTitle|searchLabel|createLabel|confirmLabel|cancelLabel|submitLabel|' +
  'retryLabel|message|caption|legend|heading|tooltip|content';

const rules: { name: string; pattern: RegExp; jsxOnly?: boolean }[] = [
  // <Button>Save</Button>, <p>No access</p>
  {
    name: 'JSX text',
    pattern: /(?<![=-])>\s*(?!extends\b)([A-Za-z][^<>{}=;]*?[A-Za-z.…?!])\s*<\/?[A-Za-z]/g,
    jsxOnly: true,
  },
  // A line of words alone between JSX tags.
  { name: 'JSX text line', pattern: /^\s+([A-Z][A-Za-z ,.'’…?!-]*[A-Za-z.…?!])$/g, jsxOnly: true },
  // aria-label="Close", title={'Edit'}, label={`Edit ${name}`}
  { name: 'text prop', pattern: new RegExp(`\\b(?:${TEXT_NAMES})=\\{?["'\`]([^"'\`]*[A-Za-z][^"'\`]*)["'\`]`, 'g') },
  // { header: 'Created', label: 'Name' }
  { name: 'text key', pattern: new RegExp(`\\b(?:${TEXT_NAMES})\\??:\\s*["'\`]([^"'\`]*[A-Za-z][^"'\`]*)["'\`]`, 'g') },
  // 'Enter a name', `Delete ${name}?`: a sentence in a string literal.
  { name: 'sentence', pattern: /["'`]([A-Z][a-z]+(?:[ ,]+[A-Za-z${}.]+)+[.…?!]?)["'`]/g },
];

/** Source to leave out: comments, imports, and errors thrown at the developer (not shown in a widget). */
function codeOf(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  if (/^(import|export) .* from /.test(trimmed) || /throw new \w*Error\(/.test(trimmed)) return '';
  if (trimmed.includes('i18n-ignore')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

/**
 * The hard-coded texts of one source file, line by line. A heuristic (regular expressions, not a parser) tuned to
 * the widgets' own style; a technical string that trips it is marked with an `i18n-ignore` comment on its line.
 */
export function findHardCodedText(file: string, source: string): HardCodedText[] {
  const jsx = file.endsWith('.tsx');
  const found: HardCodedText[] = [];
  source.split('\n').forEach((raw, index) => {
    const line = codeOf(raw);
    if (line === '') return;
    const seen = new Set<string>();
    for (const rule of rules) {
      if (rule.jsxOnly && !jsx) continue;
      for (const match of line.matchAll(rule.pattern)) {
        const text = match[1] ?? '';
        if (!/[A-Za-z]{2}/.test(text) || seen.has(text)) continue;
        seen.add(text);
        found.push({ file, line: index + 1, text: `${rule.name}: ${text}` });
      }
    }
  });
  return found;
}
