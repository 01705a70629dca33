import { useSuspenseQuery } from '@tanstack/react-query';
import { enrollmentQueries } from '@/api/enrollments';
import type { EnrollmentGrades } from '@/api/schemas/enrollment';
import type { CanvasId } from '@/api/schemas/ids';

const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** "87.5 % (B+)": the letter only when the course uses a grading standard. */
const gradeText = (score: number, letter: string | null | undefined) => `${percent.format(score)} %${letter ? ` (${letter})` : ''}`;

function GradeLines({ grades }: { grades: EnrollmentGrades | undefined }) {
  // Canvas leaves the scores out altogether while the course hides final grades from students.
  if (!grades || !('current_score' in grades)) return <p>Your teacher does not show course grades in this course.</p>;
  if (grades.current_score === null || grades.current_score === undefined) return <p className="course-grade__value">No graded work yet</p>;
  return (
    <>
      <p className="course-grade__value">Your grade: {gradeText(grades.current_score, grades.current_grade)}</p>
      {grades.final_score !== null && grades.final_score !== undefined ? (
        <p className="course-grade__note">Counting work not yet graded as zero: {gradeText(grades.final_score, grades.final_grade)}</p>
      ) : null}
    </>
  );
}

/** A student's own course grade, from posted grades only: what the server computes for their enrollment. */
export function CourseGradeCard({ courseId }: { courseId: CanvasId }) {
  const { data: enrollments } = useSuspenseQuery(enrollmentQueries.own(courseId));
  return (
    <section className="card course-grade" aria-labelledby="course-grade-heading">
      <h2 id="course-grade-heading" className="card__title">
        Course grade
      </h2>
      <GradeLines grades={enrollments[0]?.grades} />
    </section>
  );
}
