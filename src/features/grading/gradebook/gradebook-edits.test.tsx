import 'fake-indexeddb/auto';
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assignmentQueries } from '@/api/assignments';
import { gradingStandardQueries } from '@/api/grading-standards';
import type { Assignment } from '@/api/schemas/assignment';
import type { CanvasId } from '@/api/schemas/ids';
import { fetchSubmission, submissionQueries } from '@/api/submissions';
import { inDataRouter, renderWithApi } from '@/test/render-app';
import { computeCourseGrade } from '../../../../shared/course-grades';
import { gradingWorld } from '../../../../server/test/grading-world';
import { gradeInputValue } from '../grade-panel/grade-text';
import { CellSaveMark } from './cell-save-mark';
import { GradeCellInput } from './grade-cell-input';
import { useGradebookEdits, useStudentEditsVersion } from './gradebook-edits';

type Props = { courseId: CanvasId; assignmentIds: CanvasId[]; userId: CanvasId };

let appClient: QueryClient | undefined;

/** One student's row of the gradebook: a cell per assignment (edited through the cell input) and the course total. */
function Row({ courseId, assignmentIds, userId }: Props) {
  const edits = useGradebookEdits(courseId, { student: () => 'Sam Student' });
  // The row shows the edits' overlay: it re-renders on each save, as the grid's rows do.
  useStudentEditsVersion(edits, userId);
  const client = useQueryClient();
  useEffect(() => {
    appClient = client;
  }, [client]);
  const [editing, setEditing] = useState<CanvasId>();
  const assignments = useQueries({ queries: assignmentIds.map((id) => assignmentQueries.detail(courseId, id)) });
  // The grid's own read of the submissions, apart from the grading view's caches.
  const submissions = useQuery({
    queryKey: ['gradebook-test', courseId, userId],
    queryFn: () => Promise.all(assignmentIds.map((id) => fetchSubmission(courseId, id, userId))),
  });
  const loaded = assignments.map((query) => query.data).filter((data): data is Assignment => data !== undefined);
  if (loaded.length < assignmentIds.length || !submissions.data) return <p>Loading…</p>;
  const overlaid = loaded.map((assignment, index) => edits.overlay(assignment, userId, submissions.data[index]));
  const total = computeCourseGrade(
    [{ id: 1, weight: 0, rules: { dropLowest: 0, dropHighest: 0, neverDrop: [] }, assignments: loaded.map((a) => ({ id: Number(a.id), pointsPossible: a.points_possible, omitFromFinalGrade: false, counts: true })) }],
    overlaid.map((submission, index) => ({ assignmentId: Number(loaded[index]?.id), score: submission?.score ?? null, excused: submission?.excused === true, posted: true })),
    { weighted: false, postedOnly: false },
  );
  return (
    <>
      {edits.notices}
      {loaded.map((assignment, index) => {
        const shown = overlaid[index];
        const refusal = edits.refusalOf(assignment.id, userId);
        return (
          <div key={assignment.id}>
            {editing === assignment.id ? (
              <GradeCellInput
                assignment={assignment}
                initialText={refusal?.text ?? (shown ? gradeInputValue(assignment, shown) : '')}
                message={refusal?.message}
                label={`Grade for Sam Student, ${assignment.name}`}
                onSave={(text) => edits.save(assignment, userId, text, submissions.data[index])}
                onCancel={() => setEditing(undefined)}
                onMove={() => setEditing(undefined)}
              />
            ) : (
              <button type="button" onClick={() => setEditing(assignment.id)}>{`Edit ${assignment.name}`}</button>
            )}
            <output aria-label={`${assignment.name} grade`}>{shown ? gradeInputValue(assignment, shown) : ''}</output>
            <output aria-label={`${assignment.name} state`}>
              <CellSaveMark state={edits.stateOf(assignment.id, userId)} message={refusal?.message} />
            </output>
          </div>
        );
      })}
      <output aria-label="Total">{String(total.currentPercent)}</output>
    </>
  );
}

async function setUp(assignments: Record<string, unknown>[] = [{ name: 'Essay' }], before?: (world: ReturnType<typeof gradingWorld>) => Promise<unknown>) {
  const world = gradingWorld();
  await before?.(world);
  const ids: CanvasId[] = [];
  for (const fields of assignments) ids.push(String(await world.assignment(fields)));
  const props = { courseId: String(world.course.id), assignmentIds: ids, userId: String(world.student) };
  const { user } = renderWithApi(world.app, inDataRouter(<Row {...props} />), 'teacher-token');
  await screen.findAllByRole('button', { name: /^Edit / });
  const enter = async (name: string, keys: string) => {
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const input = screen.getByRole('textbox', { name: `Grade for Sam Student, ${name}` });
    await user.clear(input);
    await user.type(input, keys);
  };
  const stored = (index: number) => world.stored(Number(ids[index]), world.student);
  return { world, ids, props, user, enter, stored };
}

const output = (name: string) => screen.getByRole('status', { name, hidden: true }).textContent;

/** PUTs fail as a network outage while `offline.now` is true. */
function goOffline() {
  const offline = { now: true };
  const network = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline.now && init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : network(input, init),
  );
  return offline;
}

describe('gradebook cell saving', () => {
  it('excuses with EX through the grade queue', async () => {
    const { enter, stored } = await setUp();
    await enter('Essay', 'ex{Enter}');
    expect(output('Essay grade')).toBe('EX');
    await waitFor(() => expect(output('Essay state')).toBe('Saved'));
    expect(stored(0)).toMatchObject({ excused: 1, grade: null });
  });

  it('refuses a letter outside the course’s scheme in the cell, keeps the text, and queues nothing', async () => {
    const { enter, stored } = await setUp([{ name: 'Essay', grading_type: 'letter_grade' }]);
    await enter('Essay', 'Q+{Enter}');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Grade for Sam Student, Essay' });
    expect(input.value).toBe('Q+');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(/^Unknown letter grade\. Use one of A, A-/);
    expect(output('Essay state')).toBe('');
    expect(stored(0)).toMatchObject({ grade: null });
  });

  it('checks letters against the course’s own scheme before queuing', async () => {
    let standardId = 0;
    const { props, user, enter, stored } = await setUp([{ name: 'Essay', grading_type: 'letter_grade' }], async ({ app, course }) => {
      const body = { title: 'Bands', grading_scheme_entry: [{ name: 'Excellent', value: 90 }, { name: 'Good', value: 70 }, { name: 'Poor', value: 0 }] };
      standardId = ((await app.send('POST', `/api/v1/courses/${course.id}/grading_standards`, 'teacher-token', body)).body as { id: number }).id;
      await app.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { grading_standard_id: standardId } });
    });
    await waitFor(() => expect(appClient?.getQueryData(gradingStandardQueries.detail(props.courseId, String(standardId)).queryKey)).toBeDefined());
    await enter('Essay', 'B{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Unknown letter grade. Use one of Excellent, Good, Poor, or EX to excuse.');
    const input = screen.getByRole('textbox', { name: 'Grade for Sam Student, Essay' });
    await user.clear(input);
    await user.type(input, 'good{Enter}');
    await waitFor(() => expect(output('Essay state')).toBe('Saved'));
    expect(stored(0)).toMatchObject({ grade: 'Good' });
  });

  it('takes c for complete on a pass/fail assignment', async () => {
    const { enter, stored } = await setUp([{ name: 'Lab', grading_type: 'pass_fail' }]);
    await enter('Lab', 'c{Enter}');
    await waitFor(() => expect(output('Lab state')).toBe('Saved'));
    expect(stored(0)).toMatchObject({ grade: 'complete', score: 10 });
  });

  it('updates the total at once, before the server answers, and the grading view’s caches with the saved grade', async () => {
    const { world, ids, props, enter, stored } = await setUp([{ name: 'Essay' }, { name: 'Quiz' }]);
    await world.grade(Number(ids[0]), world.student, { submission: { posted_grade: '5' } });
    // The grading view visited this student earlier: its cache must agree with the gradebook afterwards.
    await appClient?.query(submissionQueries.detail(props.courseId, String(ids[1]), props.userId));
    await appClient?.refetchQueries({ queryKey: ['gradebook-test'] });
    await waitFor(() => expect(output('Total')).toBe('50'));

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await held;
      return network(input, init);
    });
    await enter('Quiz', '10{Enter}');
    expect(output('Quiz state')).toBe('Saving');
    expect(output('Total')).toBe('75');
    expect(stored(1)).toMatchObject({ grade: null });

    release();
    await waitFor(() => expect(output('Quiz state')).toBe('Saved'));
    expect(output('Total')).toBe('75');
    const cached = appClient?.getQueryData(submissionQueries.detail(props.courseId, String(ids[1]), props.userId).queryKey);
    expect(cached).toMatchObject({ grade: '10', score: 10, updated_at: stored(1)?.updated_at });
  });

  it('shows a failed save as not saved, with the banner, and saves it on retry', async () => {
    const { user, enter, stored } = await setUp();
    const offline = goOffline();
    await enter('Essay', '7{Enter}');
    await waitFor(() => expect(output('Essay state')).toBe('Not saved, will retry'));
    expect(output('Essay grade')).toBe('7');
    expect(screen.getByText(/1 grade not saved yet\. Retrying…/)).toBeDefined();

    offline.now = false;
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(output('Essay state')).toBe('Saved'));
    expect(stored(0)).toMatchObject({ grade: '7', score: 7 });
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it('replays the queue of every assignment when the gradebook opens again', async () => {
    const { world, props, enter, stored } = await setUp([{ name: 'Essay' }, { name: 'Quiz' }]);
    const offline = goOffline();
    await enter('Essay', '6{Enter}');
    await enter('Quiz', 'EX{Enter}');
    await waitFor(() => expect(output('Quiz state')).toBe('Not saved, will retry'));

    // A reload: a new page and an empty cache; the grades come back from IndexedDB and are sent.
    cleanup();
    appClient?.clear();
    offline.now = false;
    renderWithApi(world.app, inDataRouter(<Row {...props} />), 'teacher-token');
    await waitFor(() => expect(stored(0)).toMatchObject({ grade: '6', score: 6 }));
    await waitFor(() => expect(stored(1)).toMatchObject({ excused: 1 }));
    await waitFor(() => expect([output('Essay state'), output('Quiz state')]).toEqual(['Saved', 'Saved']));
    expect([output('Essay grade'), output('Quiz grade')]).toEqual(['6', 'EX']);
  });

  it('meets another grader’s newer grade with the conflict prompt, naming the assignment, and keeps mine on request', async () => {
    const { world, ids, user, enter, stored } = await setUp();
    expect((await world.grade(Number(ids[0]), world.student, { submission: { posted_grade: '4' } }, 'ta-token')).status).toBe(200);
    await enter('Essay', '9{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else graded Sam Student on Essay' });
    expect(output('Essay state')).toBe('Changed by someone else');
    expect(dialog.textContent).toMatch(/Their grade\s*4/);
    expect(stored(0)).toMatchObject({ grade: '4' });

    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(output('Essay state')).toBe('Saved'));
    expect(stored(0)).toMatchObject({ grade: '9', score: 9 });
  });

  it('shows the server’s refusal in the cell and opens the input again with the refused text and the reason', async () => {
    const { user, enter, stored } = await setUp();
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? Promise.resolve(new Response(JSON.stringify({ errors: [{ message: 'Grading is closed for this period' }] }), { status: 403, headers: { 'Content-Type': 'application/json' } }))
        : network(input, init),
    );
    await enter('Essay', '8{Enter}');
    await waitFor(() => expect(output('Essay state')).toBe('Not saved: Grading is closed for this period'));
    expect(output('Essay grade')).toBe('');
    expect(stored(0)).toMatchObject({ grade: null });

    await user.click(screen.getByRole('button', { name: 'Edit Essay' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Grade for Sam Student, Essay' });
    expect(input.value).toBe('8');
    expect(screen.getByRole('alert').textContent).toBe('Grading is closed for this period');
  });
});
