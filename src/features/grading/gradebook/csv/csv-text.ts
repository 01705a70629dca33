/**
 * CSV as RFC 4180 writes it, read leniently as spreadsheets save it. Written by hand rather than taken from a
 * library: the gradebook needs only fields, quotes and line breaks (docs/decisions/0080-gradebook-csv.md).
 */

/** A cell to write: null is an empty field, '' an empty quoted one (as Ruby's CSV writes them, so as Canvas does). */
export type CsvCell = string | null;

const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (cell === '' || NEEDS_QUOTES.test(cell)) return `"${cell.replaceAll('"', '""')}"`;
  return cell;
}

/** Rows joined with \n, as Canvas's export ends its lines; the text has no byte-order mark. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\n') + '\n';
}

/** Why a text cannot be read as CSV, with the line it happened on (1-based). */
export class CsvSyntaxError extends Error {
  constructor(message: string, readonly line: number) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/** Where the reader is within a field: before it, in plain text, inside quotes, or after its closing quote. */
type FieldState = 'start' | 'plain' | 'quoted' | 'closed';

/**
 * The rows of a CSV text: a leading byte-order mark dropped, \r\n, \n or \r ending a row, quoted fields holding
 * separators, quotes ("") and line breaks. A final line break does not add an empty row; blank lines are kept as [''].
 */
export function parseCsv(text: string, separator: ',' | ';' = ','): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let state: FieldState = 'start';
  let line = 1;
  let quoteLine = 1;
  const endField = () => {
    row.push(field);
    field = '';
    state = 'start';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] as string;
    const lineBreak = char === '\n' || (char === '\r' && source[i + 1] !== '\n');
    if (state === 'quoted') {
      if (char !== '"') {
        field += char;
        if (lineBreak) line += 1;
      } else if (source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else {
        state = 'closed';
      }
    } else if (char === separator) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
      line += 1;
    } else if (state === 'closed') {
      throw new CsvSyntaxError('Text follows the closing quote of a field.', line);
    } else if (char === '"' && state === 'start') {
      state = 'quoted';
      quoteLine = line;
    } else if (char === '"') {
      throw new CsvSyntaxError('A quote appears inside a field that does not start with one.', line);
    } else {
      field += char;
      state = 'plain';
    }
  }
  if (state === 'quoted') throw new CsvSyntaxError('A quoted field is never closed.', quoteLine);
  if (state !== 'start' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/**
 * A gradebook file's rows, comma- or semicolon-separated: a spreadsheet in a decimal-comma locale saves with
 * semicolons, and Canvas's importer reads both. Semicolons win when the first row splits into more fields by them.
 */
export function parseGradebookCsv(text: string): string[][] {
  if (!text.includes(';')) return parseCsv(text);
  const attempt = (separator: ',' | ';') => {
    try {
      return parseCsv(text, separator);
    } catch (error) {
      return error as CsvSyntaxError;
    }
  };
  const byComma = attempt(',');
  const bySemicolon = attempt(';');
  if (bySemicolon instanceof Error) return parseCsv(text);
  if (byComma instanceof Error) return bySemicolon;
  return (bySemicolon[0]?.length ?? 0) > (byComma[0]?.length ?? 0) ? bySemicolon : byComma;
}
