/**
 * Downloads streamed as they are read: CSV (RFC 4180) and NDJSON lines from an async source of row
 * chunks. Nothing is gathered first; the response pulls the next chunk when the client has taken the last.
 */

/** One CSV cell: quoted when needed; a text a spreadsheet would run as a formula is defused with a quote. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number needs neither quotes nor defusing (a leading minus is no formula of ours).
  if (typeof value === 'number') return String(value);
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells, CRLF-terminated. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A column of a CSV download: its header and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
  /** The cell as CSV text, when a column can give it cheaper than `csvCell(value(row))` (e.g. remembered per tenant). */
  cell?: (row: T) => string;
}

/** One CSV line of `row` in `columns`. */
export const csvRow = <T>(row: T, columns: CsvColumn<T>[]) =>
  `${columns.map((c) => (c.cell ? c.cell(row) : csvCell(c.value(row)))).join(',')}\r\n`;

/** A byte stream of `chunks` as CSV with `columns` (header first), or as NDJSON (one JSON row per line). */
export function downloadStream<T>(
  chunks: AsyncIterable<T[]>,
  format: 'csv' | 'ndjson',
  columns: CsvColumn<T>[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  let headerSent = format !== 'csv';
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((c) => c.header))}`));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        const text =
          format === 'csv'
            ? next.value.map((row) => csvRow(row, columns)).join('')
            : next.value.map((row) => `${JSON.stringify(row)}\n`).join('');
        controller.enqueue(encoder.encode(text));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * A byte stream of text chunks as they come (a writer that makes its own CSV lines): the next chunk is asked for only
 * when the client has taken the last (backpressure), and a client that goes away stops the source.
 */
export function textStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The headers of a download named `name` (without extension) in `format`. */
export function downloadHeaders(name: string, format: 'csv' | 'ndjson'): Record<string, string> {
  return {
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}.${format}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
