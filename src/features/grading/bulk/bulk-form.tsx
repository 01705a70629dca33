import { zodResolver } from '@hookform/resolvers/zod';
import { Heading } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { Button } from '@/components/button';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextField } from '@/components/form/text-field';
import type { BulkAction } from './bulk-plan';

const formSchema = z.object({
  grade: z.string().check(z.trim(), z.minLength(1, 'Enter a grade, such as 8, 85% or B.')),
  scope: z.enum(['ungraded', 'all']),
});
type FormValues = z.infer<typeof formSchema>;

export interface BulkFormProps {
  kind: 'default' | 'selection';
  /** What the grader typed before going back from the preview: never lost. */
  previous: BulkAction | undefined;
  count: number;
  onPreview: (action: BulkAction) => void;
  onCancel: () => void;
}

/** The grade (and, for a default grade, who gets it) before the preview; the server validates it per student. */
export function BulkForm({ kind, previous, count, onPreview, onCancel }: BulkFormProps) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      grade: previous && 'grade' in previous ? previous.grade : '',
      scope: previous?.kind === 'default' ? previous.scope : 'ungraded',
    },
  });
  const onSubmit = form.handleSubmit(({ grade, scope }) => onPreview(kind === 'default' ? { kind, grade, scope } : { kind, grade }));
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Heading slot="title" className="dialog__title">
        {kind === 'default' ? 'Set default grade' : `Grade ${count} selected ${count === 1 ? 'student' : 'students'}`}
      </Heading>
      <div className="dialog__body">
        <TextField label="Grade" autoFocus autoComplete="off" error={form.formState.errors.grade?.message} {...form.register('grade')} />
        {kind === 'default' ? (
          <RadioGroupField
            legend="Give it to"
            options={[
              { value: 'ungraded', label: 'Students without a grade' },
              { value: 'all', label: 'All students', description: 'Grades already given are replaced.' },
            ]}
            {...form.register('scope')}
          />
        ) : null}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" type="submit">
          Preview changes
        </Button>
      </div>
    </form>
  );
}
