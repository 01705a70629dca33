import { useSuspenseQuery } from '@tanstack/react-query';
import { courseQueries } from '@/api/courses';
import { SafeHtml } from '@/components/safe-html';
import type { CanvasId } from '@/api/schemas/ids';

/** The syllabus HTML, sanitized again in the browser before it is rendered. */
export function SyllabusCard({ courseId }: { courseId: CanvasId }) {
  const { data: syllabus } = useSuspenseQuery(courseQueries.syllabus(courseId));
  return (
    <section className="card" aria-labelledby="course-syllabus-heading">
      <h2 id="course-syllabus-heading" className="card__title">
        Syllabus
      </h2>
      {syllabus?.trim() ? <SafeHtml html={syllabus} className="prose" headingLevel={2} /> : <p className="text-muted">No syllabus yet.</p>}
    </section>
  );
}
