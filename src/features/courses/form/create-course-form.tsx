import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { useCreateCourse } from '@/api/courses';
import type { Account } from '@/api/schemas/account';
import type { Course } from '@/api/schemas/course';
import { termQueries } from '@/api/terms';
import { Button, buttonClassName } from '@/components/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ComboBoxField } from '@/components/form/combo-box-field';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { UnsavedChangesGuard, SKIP_UNSAVED_GUARD } from '@/components/form/unsaved-changes-guard';
import { accountOptions, rootAccountId } from './account-options';
import { applyServerErrors } from './apply-server-errors';
import { CourseDatesFields, LicenseAndVisibilityFields, NameAndCodeFields, TermField } from './course-detail-fields';
import { createCourseSchema, toCreateCourseParams, type CreateCourseValues } from './course-form-values';

const FIELDS: readonly Path<CreateCourseValues>[] = [
  'account_id', 'name', 'course_code', 'term_id', 'start_at', 'end_at', 'time_zone', 'license', 'visibility',
];

export interface CreateCourseFormProps {
  /** Every account the caller may create courses in (non-empty). */
  accounts: readonly Account[];
  /** Called with the new course; navigate with SKIP_UNSAVED_GUARD state to leave without a prompt. */
  onCreated: (course: Course, navigationState: typeof SKIP_UNSAVED_GUARD) => void;
}

function defaultValues(account: Account | undefined): CreateCourseValues {
  return {
    account_id: account ? account.id : '',
    name: '',
    course_code: '',
    term_id: '',
    use_course_dates: false,
    start_at: '',
    end_at: '',
    time_zone: account?.default_time_zone ?? 'UTC',
    license: 'private',
    visibility: 'course',
    publish: false,
    enroll_me: true,
  };
}

export function CreateCourseForm({ accounts, onCreated }: CreateCourseFormProps) {
  const form = useForm<CreateCourseValues>({
    resolver: zodResolver(createCourseSchema),
    defaultValues: defaultValues(accounts[0]),
  });
  const { control, register, handleSubmit, setError, setValue, getFieldState, formState } = form;
  const createCourse = useCreateCourse();
  const [summary, setSummary] = useState<string[]>([]);

  const accountId = useWatch({ control, name: 'account_id' });
  const account = accounts.find((candidate) => candidate.id === accountId);
  const terms = useQuery({ ...termQueries.list(account ? rootAccountId(account) : ''), enabled: account !== undefined });
  const termId = useWatch({ control, name: 'term_id' });

  const onAccountChange = (next: Account | undefined) => {
    // The zone follows the account until the user picks one themselves.
    if (next && !getFieldState('time_zone').isDirty) setValue('time_zone', next.default_time_zone ?? 'UTC');
    if (next && account && rootAccountId(next) !== rootAccountId(account)) setValue('term_id', '');
  };

  const onSubmit = handleSubmit(async (values) => {
    setSummary([]);
    try {
      const course = await createCourse.mutateAsync(toCreateCourseParams(values));
      onCreated(course, SKIP_UNSAVED_GUARD);
    } catch (error) {
      setSummary(applyServerErrors(setError, error, FIELDS));
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={formState.isDirty} />
      <form className="form form--page" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="New course">
        <FormErrorSummary errors={summary.map((message) => ({ message }))} title="The course was not created" />
        <section className="card form-card" aria-labelledby="new-course-basics">
          <h2 id="new-course-basics" className="card__title">
            Basics
          </h2>
          <Controller
            control={control}
            name="account_id"
            render={({ field, fieldState }) => (
              <ComboBoxField
                label={
                  <>
                    Account <span className="field__required">(required)</span>
                  </>
                }
                description="Where the course lives: an account you administer or one of its sub-accounts. Type to search."
                options={accountOptions(accounts)}
                selectedKey={field.value || null}
                onSelectionChange={(key) => {
                  field.onChange(key ?? '');
                  onAccountChange(accounts.find((candidate) => candidate.id === key));
                }}
                onBlur={field.onBlur}
                name={field.name}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <NameAndCodeFields />
          <TermField terms={terms.data ?? []} emptyLabel="The account’s default term" isLoading={terms.isPending && account !== undefined} />
          {terms.isError ? <p className="field__description">Terms could not be loaded; the course will use the default term.</p> : null}
        </section>
        <div className="card form-card">
          <CourseDatesFields term={terms.data?.find((term) => term.id === termId)} />
        </div>
        <section className="card form-card" aria-labelledby="new-course-access">
          <h2 id="new-course-access" className="card__title">
            Access
          </h2>
          <LicenseAndVisibilityFields />
          <CheckboxField
            label="Publish now"
            description="Students can see a published course. Unpublished courses are visible only to staff."
            {...register('publish')}
          />
          <CheckboxField
            label="Add me as a teacher"
            description="Your course list shows only courses you are enrolled in."
            {...register('enroll_me')}
          />
        </section>
        <div className="form__actions">
          <Button type="submit" variant="primary" isBusy={createCourse.isPending} isDisabled={createCourse.isPending}>
            {createCourse.isPending ? 'Creating course…' : 'Create course'}
          </Button>
          <Link to="/courses" className={buttonClassName('ghost')}>
            Cancel
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
