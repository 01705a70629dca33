import { describe, expect, it } from 'vitest';
import { CourseWorkData } from '../../test/course-work-data';
import { postingWorld } from '../../test/posting-world';

/**
 * The learner side of posting (decision 0048's read rule, canvas-lms Submission#hide_grade_from_student? and
 * SubmissionComment#can_view_comment?): until their submission is posted, a student and their observer read no
 * part of the grade or the grader's comment through any route or include; once posted, all of it; hidden again,
 * none of it.
 */

const GRADE_TRACES = ['"score":8', '"grade":"8"', '"entered_score":8', '"graded_at":"', 'See question 3'];

function readWorld() {
  const w = postingWorld();
  const observer = w.app.data.user('Obi Observer', 'observer-token');
  const observation = w.app.data.enroll(observer, w.course, 'ObserverEnrollment');
  w.app.db.prepare('UPDATE enrollments SET associated_user_id = ? WHERE id = ?').run(w.student, observation);
  const work = new CourseWorkData(w.app.db);
  /** Every answer carrying this student's submission, as the token reads it, in one text. */
  const everythingSeen = async (assignmentId: number, studentId: number, token: string) => {
    const course = `/api/v1/courses/${w.courseId}`;
    const one = `${course}/assignments/${assignmentId}`;
    const includes = 'include[]=submission_comments&include[]=submission_history&include[]=user&include[]=assignment';
    const paths = [
      `${one}/submissions/${studentId}?${includes}`,
      `${one}?include[]=submission`,
      `${course}/assignments?include[]=submission`,
      `/api/v1/users/${studentId}/courses/${w.courseId}/assignments?include[]=submission`,
      `${course}/activity_stream`,
    ];
    const answers = await Promise.all(paths.map((path) => w.app.get(path, token)));
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    return JSON.stringify(answers.map((answer) => answer.body));
  };
  /** A manual assignment graded 8 with a comment for both students, with a stream item for each. */
  const graded = async () => {
    const id = await w.gradedManual();
    for (const user of [w.student, w.otherStudent]) {
      const submissionId = w.app.db.prepare<[number, number], { id: number }>('SELECT id FROM submissions WHERE assignment_id = ? AND user_id = ?').get(id, user)?.id;
      work.streamItem(w.courseId, { type: 'Submission', title: 'Essay', data: { submission_id: submissionId, assignment_id: id } }, [[user, false]]);
    }
    return id;
  };
  return { ...w, everythingSeen, graded };
}

const traces = (text: string) => GRADE_TRACES.filter((trace) => text.includes(trace));

describe('posting by section, as learners read it', () => {
  it('shows nothing of an unposted grade, then everything to the posted section only, then nothing once hidden', async () => {
    const w = readWorld();
    const id = await w.graded();
    const readers = [
      { token: 'student-token', student: w.student },
      { token: 'observer-token', student: w.student },
      { token: 'other-student-token', student: w.otherStudent },
    ];
    const seen = async () => Promise.all(readers.map(async ({ token, student }) => traces(await w.everythingSeen(id, student, token))));

    expect(await seen()).toEqual([[], [], []]);
    await w.posting('postAssignmentGrades', { assignmentId: String(id), sectionIds: [String(w.otherSection)] });
    expect(await seen()).toEqual([[], [], GRADE_TRACES]);
    await w.posting('postAssignmentGrades', { assignmentId: String(id) });
    expect(await seen()).toEqual([GRADE_TRACES, GRADE_TRACES, GRADE_TRACES]);
    await w.posting('hideAssignmentGrades', { assignmentId: String(id) });
    expect(await seen()).toEqual([[], [], []]);
  });

  it('keeps the grade out of the answer to a student’s own comment until posted', async () => {
    const w = readWorld();
    const id = await w.graded();
    const comment = async () =>
      JSON.stringify((await w.grade(id, w.student, { comment: { text_comment: 'When are grades out?' } }, 'student-token')).body);
    expect(traces(await comment())).toEqual([]);
    await w.posting('postAssignmentGrades', { assignmentId: String(id), onlyStudentIds: [String(w.student)] });
    expect(traces(await comment())).toEqual(['"score":8', '"grade":"8"', '"entered_score":8', '"graded_at":"', 'See question 3']);
  });
});
