import { useFormContext } from 'react-hook-form';
import type { EnrollmentTerm } from '@/api/terms';
import { CheckboxField } from '@/components/form/checkbox-field';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { formatDateRange } from '@/lib/dates';
import type { CourseDetailValues } from './course-form-values';
import { LICENSE_OPTIONS, VISIBILITY_OPTIONS } from './course-options';
import { timeZoneOptions } from './time-zone-options';

/** Fields both course forms share. They read the form from context (react-hook-form's FormProvider). */

export function NameAndCodeFields() {
  const { register, formState } = useFormContext<CourseDetailValues>();
  const { errors } = formState;
  return (
    <>
      <TextField
        label={
          <>
            Name <span className="field__required">(required)</span>
          </>
        }
        aria-required="true"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Course code"
        description="A short code such as BIO 101. Leave it empty to derive one from the name."
        autoComplete="off"
        error={errors.course_code?.message}
        {...register('course_code')}
      />
    </>
  );
}

export interface TermFieldProps {
  terms: readonly EnrollmentTerm[];
  /** Label of the '' option: the account's default term on create. */
  emptyLabel?: string;
  isLoading?: boolean;
}

export function TermField({ terms, emptyLabel, isLoading = false }: TermFieldProps) {
  const { register, formState } = useFormContext<CourseDetailValues>();
  const options: SelectOption[] = [
    ...(emptyLabel !== undefined ? [{ value: '', label: emptyLabel }] : []),
    ...terms.map((term) => ({ value: term.id, label: term.name })),
  ];
  return (
    <SelectField
      label="Term"
      description={isLoading ? 'Loading terms…' : 'The enrollment term the course belongs to.'}
      options={options}
      disabled={isLoading}
      error={formState.errors.term_id?.message}
      {...register('term_id')}
    />
  );
}

function termDatesText(term: EnrollmentTerm | undefined, timeZone: string): string {
  if (!term) return 'While this is off, the course follows its term’s dates.';
  const range = formatDateRange(term.start_at, term.end_at, { timeZone });
  return range ? `While this is off, the course follows ${term.name}: ${range}.` : `While this is off, the course follows ${term.name}, which has no dates.`;
}

/**
 * Canvas keeps course dates only while they override the term (restrict_enrollments_to_course_dates),
 * so entering a date turns the override on and turning it off clears the dates.
 */
export function CourseDatesFields({ term }: { term?: EnrollmentTerm }) {
  const { register, setValue, watch, formState } = useFormContext<CourseDetailValues>();
  const { errors } = formState;
  const timeZone = watch('time_zone');
  const overrideOnDate = (event: { target: { value: string } }) => {
    if (event.target.value) setValue('use_course_dates', true, { shouldDirty: true });
  };
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Course dates</legend>
      <CheckboxField
        label="Course dates override term dates"
        description={`Students can take part only between the start and end below. Entering a date turns this on; turning it off clears the dates. ${termDatesText(term, timeZone)}`}
        {...register('use_course_dates', {
          onChange: (event: { target: { checked: boolean } }) => {
            if (event.target.checked) return;
            setValue('start_at', '', { shouldDirty: true, shouldValidate: true });
            setValue('end_at', '', { shouldDirty: true, shouldValidate: true });
          },
        })}
      />
      <SelectField
        label="Time zone"
        description="The course’s time zone. The dates below are entered and shown in it."
        options={timeZoneOptions(timeZone)}
        error={errors.time_zone?.message}
        {...register('time_zone')}
      />
      <div className="form-grid">
        <TextField
          label="Start"
          type="datetime-local"
          description={`In ${timeZone} time.`}
          error={errors.start_at?.message}
          {...register('start_at', { onChange: overrideOnDate, deps: ['end_at'] })}
        />
        <TextField
          label="End"
          type="datetime-local"
          description={`In ${timeZone} time. Not before the start.`}
          error={errors.end_at?.message}
          {...register('end_at', { onChange: overrideOnDate })}
        />
      </div>
    </fieldset>
  );
}

export function LicenseAndVisibilityFields() {
  const { register, formState } = useFormContext<CourseDetailValues>();
  const { errors } = formState;
  return (
    <>
      <SelectField label="License" options={LICENSE_OPTIONS} error={errors.license?.message} {...register('license')} />
      <RadioGroupField
        legend="Visibility"
        description="Who can see the course’s content without being enrolled."
        options={VISIBILITY_OPTIONS}
        error={errors.visibility?.message}
        {...register('visibility')}
      />
    </>
  );
}
