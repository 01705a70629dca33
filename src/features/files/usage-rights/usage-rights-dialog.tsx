import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { fileQueries } from '@/api/files';
import { useSetUsageRights } from '@/api/usage-rights';
import { Button } from '@/components/button';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { readServerErrors } from '@/components/form/server-errors';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { showToast } from '@/components/toast/toast-queue';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { initialValues, JUSTIFICATIONS, toUsageRightsFields, usageRightsFormSchema, type UsageRightsFormValues } from './usage-rights-values';
import '@/styles/files-actions.css';

export type UsageRightsDialogProps = {
  owner: FilesOwner;
  /** The files and folders to set rights on; a folder's rights apply to every file inside it. */
  items: readonly BrowserItem[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDone?: () => void;
};

/** "report.pdf", "2 files", "3 files and 1 folder": what the dialog applies to. */
function describeTargets(items: readonly BrowserItem[]): string {
  const only = items[0];
  if (items.length === 1 && only) return only.kind === 'file' ? only.file.display_name : `the folder ${only.folder.name} and everything in it`;
  const files = items.filter((item) => item.kind === 'file').length;
  const folders = items.length - files;
  const parts = [files ? `${files} ${files === 1 ? 'file' : 'files'}` : '', folders ? `${folders} ${folders === 1 ? 'folder' : 'folders'}` : ''];
  return parts.filter(Boolean).join(' and ');
}

/** Sets usage rights (justification, Creative Commons license, copyright holder) on one or many files and folders. */
export function UsageRightsDialog({ owner, items, isOpen, onOpenChange, onDone }: UsageRightsDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog usage-rights-dialog">
          {({ close }) => <UsageRightsForm owner={owner} items={items} close={close} onDone={onDone} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function UsageRightsForm({ owner, items, close, onDone }: { owner: FilesOwner; items: readonly BrowserItem[]; close: () => void; onDone?: () => void }) {
  const files = items.flatMap((item) => (item.kind === 'file' ? [item.file] : []));
  const { register, handleSubmit, control, formState } = useForm<UsageRightsFormValues>({
    resolver: zodResolver(usageRightsFormSchema),
    defaultValues: initialValues(items.length === files.length ? files : []),
  });
  const justification = useWatch({ control, name: 'use_justification' });
  const licenses = useQuery({ ...fileQueries.licenses(owner), enabled: justification === 'creative_commons' });
  const ccLicenses = (licenses.data ?? []).filter((license) => license.id.startsWith('cc'));
  const save = useSetUsageRights(owner);
  const [summary, setSummary] = useState<string[]>([]);

  const onSubmit = handleSubmit(async (values) => {
    setSummary([]);
    try {
      const result = await save.mutateAsync({
        targets: { file_ids: files.map((file) => file.id), folder_ids: items.flatMap((item) => (item.kind === 'folder' ? [item.folder.id] : [])) },
        usageRights: toUsageRightsFields(values),
      });
      showToast({ title: 'Usage rights saved', description: result.message, tone: 'success' });
      close();
      onDone?.();
    } catch (error) {
      // The form keeps what was typed; the summary says why, and Save tries again.
      setSummary(readServerErrors(error, {}).summary);
    }
  });

  return (
    <form noValidate className="usage-rights-form" onSubmit={(event) => void onSubmit(event)}>
      <Heading slot="title" className="dialog__title">
        Usage rights
      </Heading>
      <p className="dialog__body">{`For ${describeTargets(items)}.`}</p>
      <FormErrorSummary errors={summary.map((message) => ({ message }))} title="Usage rights were not saved" />
      <SelectField
        label="Usage right"
        options={[{ value: '', label: 'Choose usage rights…' }, ...JUSTIFICATIONS]}
        error={formState.errors.use_justification?.message}
        {...register('use_justification')}
      />
      {justification === 'creative_commons' ? (
        <SelectField
          label="Creative Commons license"
          description={licenses.isError ? 'The licenses could not be loaded. Close the dialog and try again.' : undefined}
          options={[{ value: '', label: licenses.isPending ? 'Loading licenses…' : 'Choose a license…' }, ...ccLicenses.map((license) => ({ value: license.id, label: license.name }))]}
          error={formState.errors.license?.message}
          {...register('license')}
        />
      ) : null}
      <TextField label="Copyright holder" description="For example (c) 2026 Jane Doe" autoComplete="off" error={formState.errors.legal_copyright?.message} {...register('legal_copyright')} />
      <div className="dialog__actions">
        <Button variant="secondary" onPress={close} isDisabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isBusy={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
