import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { useUpdateCourse } from '@/api/courses';
import type { Course } from '@/api/schemas/course';
import type { EnrollmentTerm } from '@/api/terms';
import { Button, buttonClassName } from '@/components/button';
import { FormErrorSummary } from '@/components/form/form-error-summary';
import { SelectField } from '@/components/form/select-field';
import { SKIP_UNSAVED_GUARD, UnsavedChangesGuard } from '@/components/form/unsaved-changes-guard';
import { applyServerErrors } from './apply-server-errors';
import { CourseDatesFields, LicenseAndVisibilityFields, NameAndCodeFields, TermField } from './course-detail-fields';
import { editCourseSchema, editValuesFromCourse, toUpdateCourseFields, type EditCourseValues } from './course-form-values';
import { COURSE_FORMAT_OPTIONS, DEFAULT_VIEW_OPTIONS } from './course-options';
import { SyllabusEditor } from './syllabus-editor';

const FIELDS: readonly Path<EditCourseValues>[] = [
  'name', 'course_code', 'term_id', 'start_at', 'end_at', 'time_zone', 'license', 'visibility', 'default_view',
  'course_format', 'syllabus_body',
];

export interface EditCourseFormProps {
  course: Course;
  syllabus: string | null;
  /** The root account's terms when the caller may change the term (admins); null otherwise. */
  terms: readonly EnrollmentTerm[] | null;
  onSaved: (course: Course, navigationState: typeof SKIP_UNSAVED_GUARD) => void;
}

export function EditCourseForm({ course, syllabus, terms, onSaved }: EditCourseFormProps) {
  const form = useForm<EditCourseValues>({
    resolver: zodResolver(editCourseSchema),
    defaultValues: editValuesFromCourse(course, syllabus),
  });
  const { control, register, handleSubmit, setError, formState } = form;
  // Read during render so react-hook-form tracks it; the save sends only these fields.
  const { dirtyFields } = formState;
  const updateCourse = useUpdateCourse(course.id);
  const [summary, setSummary] = useState<string[]>([]);
  const termId = useWatch({ control, name: 'term_id' });
  const term = terms?.find((candidate) => candidate.id === termId) ?? (terms === null ? course.term : undefined);

  const onSubmit = handleSubmit(async (values) => {
    setSummary([]);
    try {
      const changed = new Set(Object.keys(dirtyFields) as (keyof EditCourseValues)[]);
      const saved = await updateCourse.mutateAsync(toUpdateCourseFields(values, { canChangeTerm: terms !== null, changed }));
      onSaved(saved, SKIP_UNSAVED_GUARD);
    } catch (error) {
      setSummary(applyServerErrors(setError, error, FIELDS));
    }
  });

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={formState.isDirty} />
      <form className="form form--page" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Course details">
        <FormErrorSummary errors={summary.map((message) => ({ message }))} title="The changes were not saved" />
        <section className="card form-card" aria-labelledby="edit-course-basics">
          <h2 id="edit-course-basics" className="card__title">
            Basics
          </h2>
          <NameAndCodeFields />
          {terms !== null ? (
            <TermField terms={terms} />
          ) : (
            <div className="field">
              <span className="field__label">Term</span>
              <p>{course.term?.name ?? `Term ${course.enrollment_term_id}`}</p>
              <p className="field__description">Only account administrators can move a course to another term.</p>
            </div>
          )}
          <div className="form-grid">
            <SelectField label="Home page" description="What students see first." options={DEFAULT_VIEW_OPTIONS} error={formState.errors.default_view?.message} {...register('default_view')} />
            <SelectField label="Format" options={COURSE_FORMAT_OPTIONS} error={formState.errors.course_format?.message} {...register('course_format')} />
          </div>
        </section>
        <div className="card form-card">
          <CourseDatesFields term={term} />
        </div>
        <section className="card form-card" aria-labelledby="edit-course-access">
          <h2 id="edit-course-access" className="card__title">
            Access
          </h2>
          <LicenseAndVisibilityFields />
        </section>
        <section className="card form-card" aria-labelledby="edit-course-syllabus">
          <h2 id="edit-course-syllabus" className="card__title">
            Syllabus
          </h2>
          <SyllabusEditor />
        </section>
        <div className="form__actions">
          <Button type="submit" variant="primary" isBusy={updateCourse.isPending} isDisabled={updateCourse.isPending}>
            {updateCourse.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <Link to={`/courses/${course.id}`} className={buttonClassName('ghost')}>
            Cancel
          </Link>
          {updateCourse.isPending ? (
            <span role="status" className="text-muted">
              Saving changes…
            </span>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
