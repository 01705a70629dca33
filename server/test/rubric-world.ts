import { gradingWorld } from './grading-world';

/** The grading cast with helpers for the rubrics API: create a rubric on an assignment, read, attach. */
export function rubricWorld() {
  const world = gradingWorld();
  const { app, course } = world;
  const rubrics = `/api/v1/courses/${course.id}/rubrics`;
  const associations = `/api/v1/courses/${course.id}/rubric_associations`;
  /** Canvas's bracketed form, as a JSON tree: three criteria, the last a range. */
  const threeCriteria = {
    0: {
      description: 'Thesis', long_description: 'States a claim.',
      ratings: { 0: { description: 'Weak', points: 1 }, 1: { description: 'Strong', points: 4, long_description: 'Arguable and specific.' }, 2: { description: 'None', points: 0 } },
    },
    1: { description: 'Evidence', ratings: { 0: { description: 'Cited', points: 3 }, 1: { description: 'Missing', points: 0 } } },
    2: { description: 'Style', criterion_use_range: true, ratings: { 0: { description: 'Polished', points: 3 }, 1: { description: 'Rough', points: 1 }, 2: { description: 'None', points: 0 } } },
  };
  const createRubric = (body: unknown, token = 'teacher-token') => app.send('POST', rubrics, token, body);
  /** Creates a three-criterion rubric graded with on the assignment; fails the test on anything but 200. */
  const rubricOn = async (assignmentId: number, association: Record<string, unknown> = {}) => {
    const { status, body } = await createRubric({
      rubric: { title: 'Essay rubric', free_form_criterion_comments: '1', criteria: threeCriteria },
      rubric_association: { association_type: 'Assignment', association_id: assignmentId, purpose: 'grading', use_for_grading: true, ...association },
    });
    if (status !== 200) throw new Error(`rubric create answered ${status}: ${JSON.stringify(body)}`);
    return body as { rubric: { id: number; data: { id: string; ratings: { id: string; points: number }[] }[] }; rubric_association: { id: number } };
  };
  return { ...world, rubrics, associations, threeCriteria, createRubric, rubricOn };
}
