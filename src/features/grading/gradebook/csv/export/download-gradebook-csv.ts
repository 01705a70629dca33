import { saveBlob } from '@/lib/save-as';
import { toCsv } from '../csv-text';
import type { GradebookTable } from '../gradebook-table';
import { exportFileName, gradebookCsvRows } from './gradebook-export';

/**
 * Downloads the view as a CSV file. The text starts with a byte-order mark so that Excel reads names as UTF-8
 * (Canvas offers the same as a user setting); Lectern's import and Canvas's both skip it.
 */
export function downloadGradebookCsv(table: GradebookTable, now = new Date()): void {
  const blob = new Blob(['\uFEFF', toCsv(gradebookCsvRows(table))], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, exportFileName(table.courseCode, now));
}
