import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldError } from '@/components/form/field-message';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import type { AssignmentFormValues } from './assignment-form-values';
import { ONLINE_TYPES, ONLINE_TYPE_LABELS, SUBMISSION_MODE_OPTIONS } from './assignment-options';

const ONLINE_TYPES_ERROR_ID = 'assignment-online-types-error';

/** Online types, shown only for "Online"; the other modes stand alone as in Canvas. */
function OnlineTypesFields() {
  const { register, control, formState } = useFormContext<AssignmentFormValues>();
  const types = useWatch({ control, name: 'online_types' });
  const restrict = useWatch({ control, name: 'restrict_extensions' });
  const error = formState.errors.online_types?.message;
  const uploads = types.includes('online_upload');
  return (
    <fieldset className="field field--group" aria-invalid={error ? true : undefined} aria-describedby={error ? ONLINE_TYPES_ERROR_ID : undefined}>
      <legend className="field__label">Online entry options</legend>
      <div className="field__options">
        {ONLINE_TYPES.map((type) => (
          <CheckboxField key={type} label={ONLINE_TYPE_LABELS[type]} value={type} {...register('online_types')} />
        ))}
      </div>
      <FieldError id={ONLINE_TYPES_ERROR_ID}>{error}</FieldError>
      {uploads ? (
        <div className="form-subsection">
          <CheckboxField label="Restrict upload file types" {...register('restrict_extensions')} />
          {restrict ? (
            <TextField
              label="Allowed file types"
              description="File extensions separated by commas, e.g. pdf, docx."
              autoComplete="off"
              error={formState.errors.allowed_extensions?.message}
              {...register('allowed_extensions')}
            />
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Canvas's submission type select and the fields each choice brings. */
export function SubmissionFields() {
  const { register, control, formState } = useFormContext<AssignmentFormValues>();
  const mode = useWatch({ control, name: 'submission_mode' });
  const gradingType = useWatch({ control, name: 'grading_type' });
  if (gradingType === 'not_graded') {
    return <p className="field__description">Ungraded assignments take no submissions, as in Canvas.</p>;
  }
  return (
    <>
      <SelectField label="Submission type" options={SUBMISSION_MODE_OPTIONS} error={formState.errors.submission_mode?.message} {...register('submission_mode')} />
      {mode === 'online' ? <OnlineTypesFields /> : null}
      {mode === 'external_tool' ? (
        <TextField
          label="External tool URL"
          type="url"
          autoComplete="off"
          description="The tool's launch URL."
          error={formState.errors.external_tool_url?.message}
          {...register('external_tool_url')}
        />
      ) : null}
    </>
  );
}
