import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { courseQueries } from '@/api/courses';
import { TextAreaField } from '@/components/form/textarea-field';
import { SafeHtml } from '@/components/safe-html';
import { useDebouncedValue } from '@/components/use-debounced-value';
import type { EditCourseValues } from './course-form-values';

const PREVIEW_DELAY_MS = 400;

/**
 * The syllabus as HTML, with a live preview rendered by the server (POST preview_html, which applies
 * Canvas's own sanitizing and link rewriting) and sanitized again here before it is shown. The saved syllabus
 * was sanitized when it was written, so it shows as it is until the user changes it: opening the page costs
 * no preview request.
 */
export function SyllabusEditor({ courseId }: { courseId: number }) {
  const { register, control, formState } = useFormContext<EditCourseValues>();
  const html = useWatch({ control, name: 'syllabus_body' });
  const debounced = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const hasContent = debounced.trim() !== '';
  const isSaved = debounced === formState.defaultValues?.syllabus_body;
  const preview = useQuery({ ...courseQueries.previewHtml(courseId, debounced), enabled: hasContent && !isSaved });
  const headingId = useId();

  let body;
  if (!hasContent) body = <p className="text-muted">Nothing to preview yet.</p>;
  else if (isSaved) body = <SafeHtml html={debounced} className="prose" headingLevel={3} />;
  else if (preview.isError) body = <p className="text-muted">The preview is unavailable: {preview.error.message}</p>;
  else if (preview.data === undefined) body = <p className="text-muted">Loading preview…</p>;
  else body = <SafeHtml html={preview.data} className="prose" headingLevel={3} />;

  return (
    <div className="syllabus-editor">
      <TextAreaField
        label="Syllabus HTML"
        code
        rows={14}
        description="HTML. Scripts and event handlers are removed when saved."
        error={formState.errors.syllabus_body?.message}
        {...register('syllabus_body')}
      />
      <section className="syllabus-preview" aria-labelledby={headingId} aria-busy={preview.isFetching || html !== debounced}>
        <h3 id={headingId} className="syllabus-preview__title">
          Syllabus preview
          {preview.isFetching || (html !== debounced && hasContent) ? <span className="syllabus-preview__status"> · updating</span> : null}
        </h3>
        {body}
      </section>
    </div>
  );
}
