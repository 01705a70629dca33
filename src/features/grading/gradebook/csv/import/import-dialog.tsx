import { useState } from 'react';
import { Dialog, FileTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { CanvasId } from '@/api/schemas/ids';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { readText } from '@/lib/read-file';
import { CsvSyntaxError, parseGradebookCsv } from '../csv-text';
import type { GradebookTable } from '../gradebook-table';
import { InvalidHeaderError } from './csv-header';
import { planImport, type ImportChange, type ImportPlan } from './import-plan';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';

export interface ImportDialogProps {
  courseId: CanvasId;
  table: GradebookTable;
  onClose: () => void;
}

type Step =
  | { name: 'pick'; error?: string }
  | { name: 'reading'; file: string }
  | { name: 'preview'; file: string; plan: ImportPlan }
  | { name: 'running'; progressId: CanvasId; changes: ImportChange[] };

/** Why a file could not be planned, in the grader's words. */
function readError(file: string, error: unknown): string {
  if (error instanceof CsvSyntaxError) return `${file} is not a CSV file Lectern can read: ${error.message} (line ${error.line})`;
  if (error instanceof InvalidHeaderError) return `${file}: ${error.message}`;
  return `${file} could not be read.`;
}

/**
 * A gradebook CSV from choice to result: the file is read and compared in the browser, every change is listed
 * before anything is written, and only the grader's confirmation sends them as one bulk job.
 */
export function ImportDialog({ courseId, table, onClose }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const running = step.name === 'running';
  const read = async (file: File) => {
    setStep({ name: 'reading', file: file.name });
    try {
      const text = await readText(file);
      const rows = parseGradebookCsv(text);
      try {
        await table.loadAll();
      } catch {
        setStep({ name: 'pick', error: 'The gradebook could not load every student’s grades to compare the file with. Try again.' });
        return;
      }
      setStep({ name: 'preview', file: file.name, plan: planImport(rows, table) });
    } catch (error) {
      setStep({ name: 'pick', error: readError(file.name, error) });
    }
  };
  const chooser = (label: string, variant: 'primary' | 'secondary') => (
    <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => { const file = files?.[0]; if (file) void read(file); }}>
      <Button variant={variant} isDisabled={step.name === 'reading'} autoFocus={step.name === 'pick'}>
        {label}
      </Button>
    </FileTrigger>
  );
  return (
    <ModalOverlay isOpen isDismissable={!running} isKeyboardDismissDisabled={running} onOpenChange={(open) => !open && onClose()} className="modal-overlay">
      <Modal className="modal gradebook-import">
        <Dialog className="dialog">
          {step.name === 'preview' ? (
            <ImportPreview courseId={courseId} file={step.file} plan={step.plan} chooser={chooser('Choose another file…', 'secondary')} onCancel={onClose} onStarted={(progressId, changes) => setStep({ name: 'running', progressId, changes })} />
          ) : step.name === 'running' ? (
            <ImportProgress courseId={courseId} progressId={step.progressId} changes={step.changes} onClose={onClose} />
          ) : (
            <>
              <Heading slot="title" className="dialog__title">
                Import grades from CSV
              </Heading>
              <div className="dialog__body">
                <p>
                  Choose a gradebook CSV exported from Lectern or Canvas. Students are matched by ID (then SIS User ID or login),
                  assignments by the id in each column&apos;s header. You will see every change before anything is saved.
                </p>
                {step.name === 'pick' && step.error ? (
                  <p role="alert" className="inline-alert inline-alert--error">
                    {step.error}
                  </p>
                ) : null}
                {step.name === 'reading' ? (
                  <p role="status">
                    <Spinner size="sm" /> Reading {step.file}…
                  </p>
                ) : null}
              </div>
              <div className="dialog__actions">
                <Button variant="secondary" onPress={onClose}>
                  Cancel
                </Button>
                {chooser('Choose a CSV file…', 'primary')}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
