import type { Assignment } from '@/api/schemas/assignment';
import { Badge } from '@/components/badge';
import { DetailItem } from '@/components/detail-item';
import { gradingTypeLabel, submissionTypesLabel } from '@/lib/assignment-labels';

const pointsText = (points: number | null) => (points === null ? null : `${points} ${points === 1 ? 'point' : 'points'}`);

/** The assignment's grading facts: what a student hands in and how it is marked. */
export function AssignmentFacts({ assignment }: { assignment: Assignment }) {
  return (
    <section className="card" aria-labelledby="assignment-facts-heading">
      <h2 id="assignment-facts-heading" className="card__title">
        Details
      </h2>
      <dl className="details-list">
        <DetailItem term="State">
          {assignment.published ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Unpublished</Badge>}
        </DetailItem>
        <DetailItem term="Points">{assignment.grading_type === 'not_graded' ? 'Not graded' : pointsText(assignment.points_possible)}</DetailItem>
        <DetailItem term="Grading">{gradingTypeLabel(assignment.grading_type)}</DetailItem>
        <DetailItem term="Submission">{submissionTypesLabel(assignment.submission_types)}</DetailItem>
        {assignment.submission_types.includes('online_upload') && assignment.allowed_extensions?.length ? (
          <DetailItem term="File types">{assignment.allowed_extensions.join(', ')}</DetailItem>
        ) : null}
      </dl>
    </section>
  );
}
