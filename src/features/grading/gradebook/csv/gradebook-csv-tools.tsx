import { lazy, Suspense, useState } from 'react';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
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
  const exportView = async () => {
    setExporting(true);
    try {
      const { downloadGradebookCsv } = await import('./export/download-gradebook-csv');
      downloadGradebookCsv(table);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="gradebook-csv-tools">
      <Button size="sm" variant="secondary" isBusy={exporting} onPress={() => void exportView()}>
        Export CSV
      </Button>
      <Button size="sm" variant="secondary" onPress={() => setImporting(true)}>
        Import CSV…
      </Button>
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog courseId={courseId} table={table} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
