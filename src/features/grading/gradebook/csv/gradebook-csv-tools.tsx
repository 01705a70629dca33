import { lazy, Suspense, useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import { NativeButton } from '@/components/native-button';
import '@/styles/gradebook-csv.css';
import type { GradebookTable } from './gradebook-table';

// Loaded on the first Import press: the parser, the preview and the bulk job are not part of opening the gradebook.
const ImportDialog = lazy(() => import('./import/import-dialog').then((module) => ({ default: module.ImportDialog })));

export interface GradebookCsvToolsProps {
  courseId: CanvasId;
  /** The grid's current view; read only when a button is pressed. */
  table: GradebookTable;
}

/** The gradebook toolbar's CSV buttons: the view as Canvas's export, and an import that previews before it writes. */
export function GradebookCsvTools({ courseId, table }: GradebookCsvToolsProps) {
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState(false);
  const exportView = async () => {
    setExporting(true);
    setExportError(false);
    try {
      const [{ downloadGradebookCsv }] = await Promise.all([import('./export/download-gradebook-csv'), table.loadAll()]);
      downloadGradebookCsv(table);
    } catch {
      setExportError(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="gradebook-csv-tools">
      {/* Export waits for every row's grades; the status says why the button is busy. */}
      <span role="status" className="visually-hidden">
        {exporting ? 'Preparing the CSV…' : ''}
      </span>
      <NativeButton size="sm" variant="secondary" isBusy={exporting} onClick={() => void exportView()}>
        Export CSV
      </NativeButton>
      <NativeButton size="sm" variant="secondary" onClick={() => setImporting(true)}>
        Import CSV…
      </NativeButton>
      {exportError ? (
        <p role="alert" className="inline-alert inline-alert--error">
          The export could not read every student&apos;s grades. Try again.
        </p>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog courseId={courseId} table={table} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
