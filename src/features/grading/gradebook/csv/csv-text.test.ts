import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, parseGradebookCsv, toCsv } from './csv-text';

describe('parseCsv', () => {
  it('reads plain fields and rows, with or without a final line break', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('ends rows at CRLF, LF or a lone CR', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
    expect(parseCsv('a\rb\nc')).toEqual([['a'], ['b'], ['c']]);
  });

  it('drops a leading byte-order mark, so the first header is "Student"', () => {
    expect(parseCsv('\uFEFFStudent,ID\r\n')[0]).toEqual(['Student', 'ID']);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('"Doe, Jane","say ""hi""","two\r\nlines",x\n')).toEqual([['Doe, Jane', 'say "hi"', 'two\r\nlines', 'x']]);
  });

  it('keeps empty fields and blank lines', () => {
    expect(parseCsv(',,\n\n"",a\n')).toEqual([['', '', ''], [''], ['', 'a']]);
  });

  it('refuses broken quoting, naming the line', () => {
    const lineOf = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? error.line : undefined;
      }
      return undefined;
    };
    expect(lineOf('a\n"open,\nstill open')).toBe(2);
    expect(lineOf('a\nb"c')).toBe(2);
    expect(lineOf('"a"b')).toBe(1);
  });

  it('reads back whatever toCsv writes', () => {
    const rows = [['Doe, Jane', '"quoted"', 'line\nbreak', ''], ['    Points Possible', '10.00', 'x', 'y']];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});

describe('parseGradebookCsv', () => {
  it('reads a semicolon-separated file as a decimal-comma spreadsheet saves it, and a comma file as it is', () => {
    expect(parseGradebookCsv('Student;ID;Section\n"Doe; Jane";1;"8,5"\n')).toEqual([['Student', 'ID', 'Section'], ['Doe; Jane', '1', '8,5']]);
    expect(parseGradebookCsv('Student,ID,Section\n"Doe; Jane",1,A\n')).toEqual([['Student', 'ID', 'Section'], ['Doe; Jane', '1', 'A']]);
  });
});
