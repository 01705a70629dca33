import 'fake-indexeddb/auto';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { noteGradeConflictCheck } from '@/api/grade-conflict-check';
import { submissionQueries } from '@/api/submissions';
import { inDataRouter, renderWithApi } from '@/test/render-app';
import { gradingWorld } from '../../../../server/test/grading-world';
import { GradeSavingProvider, useGradeSaving } from './grade-saving';
import type { CanvasId } from '@/api/schemas/ids';

type Ids = { courseId: CanvasId; assignmentId: CanvasId; userId: CanvasId };

/** The app's query client as the panel got it: the test empties it to reload. */
let appClient: QueryClient | undefined;

/** A minimal grade panel: shows the cached grade and the save state, and saves what is typed on Enter. */
function Panel({ courseId, assignmentId, userId }: Ids) {
  const { data, error } = useQuery(submissionQueries.detail(courseId, assignmentId, userId));
  const saving = useGradeSaving();
  const client = useQueryClient();
  useEffect(() => {
    appClient = client;
  }, [client]);
  const [text, setText] = useState('');
  if (error) return <p>{String(error)}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saving.save(userId, { posted_grade: text }, data);
      }}
    >
      <label>
        Grade
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <output aria-label="Shown grade">{data.grade ?? 'none'}</output>
      <output aria-label="Save state">{saving.stateOf(userId) ?? 'idle'}</output>
      <output aria-label="Save message">{saving.messageOf(userId) ?? ''}</output>
    </form>
  );
}

function grading(ids: Ids) {
  return inDataRouter(
    <GradeSavingProvider courseId={ids.courseId} assignmentId={ids.assignmentId} studentLabel={() => 'Sam Student'}>
      <Panel {...ids} />
    </GradeSavingProvider>,
  );
}

async function setUp(options: { extensions?: boolean } = {}) {
  const world = gradingWorld(options);
  const assignmentId = await world.assignment();
  const ids = { courseId: String(world.course.id), assignmentId: String(assignmentId), userId: String(world.student) };
  const { user } = renderWithApi(world.app, grading(ids), 'teacher-token');
  await screen.findByLabelText('Grade');
  const gradeWith = async (text: string) => {
    await user.clear(screen.getByLabelText('Grade'));
    await user.type(screen.getByLabelText('Grade'), `${text}{Enter}`);
  };
  return { world, ids, user, gradeWith };
}

/** The text of one of the panel's outputs. */
const output = (name: string) => screen.getByRole('status', { name, hidden: true }).textContent;

/**
 * Someone else grades after this grader read the submission; this grader's 9 meets a prompt naming both grades,
 * nothing is written over theirs while the grader chooses, and Keep mine writes the 9.
 */
async function expectConflictPromptThenKeepMine({ world, ids, user, gradeWith }: Awaited<ReturnType<typeof setUp>>) {
  expect((await world.grade(Number(ids.assignmentId), Number(ids.userId), { submission: { posted_grade: '4' } }, 'ta-token')).status).toBe(200);
  await gradeWith('9');
  const dialog = await screen.findByRole('alertdialog', { name: 'Someone else graded Sam Student' });
  expect(output('Save state')).toBe('conflict');
  expect(dialog.textContent).toMatch(/Your grade\s*9/);
  expect(dialog.textContent).toMatch(/Their grade\s*4/);
  await waitFor(() => expect(dialog.textContent).toMatch(/By Tara Assistant/));
  expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ grade: '4' });

  await user.click(screen.getByRole('button', { name: 'Keep mine' }));
  await waitFor(() => expect(output('Save state')).toBe('saved'));
  expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ grade: '9', score: 9 });
}

describe('saving grades', () => {
  it('shows the grade at once and the server’s submission once saved', async () => {
    const { world, ids, gradeWith } = await setUp();
    await gradeWith('8.5');
    expect(output('Shown grade')).toBe('8.5');
    await waitFor(() => expect(output('Save state')).toBe('saved'));
    expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ score: 8.5, grade: '8.5', workflow_state: 'graded' });
    const cached = appClient?.getQueryData(submissionQueries.detail(ids.courseId, ids.assignmentId, ids.userId).queryKey);
    expect(cached).toMatchObject({ grade: '8.5', score: 8.5, grader_id: String(world.teacher), updated_at: world.stored(Number(ids.assignmentId), Number(ids.userId))?.updated_at });
  });

  it('meets another grader’s newer grade with a conflict prompt showing both, and keeps mine on request', async () => {
    await expectConflictPromptThenKeepMine(await setUp());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('against a server that does not check expected_updated_at (a Canvas), reads before writing and shows the same prompt', async () => {
    // A fresh tab: no grade PUT has answered yet, so the app does not believe the server checks.
    noteGradeConflictCheck(new Headers());
    await expectConflictPromptThenKeepMine(await setUp({ extensions: false }));
  });

  it('takes theirs on request: my edit is dropped and their grade shown', async () => {
    const { world, ids, user, gradeWith } = await setUp();
    await world.grade(Number(ids.assignmentId), Number(ids.userId), { submission: { posted_grade: '4' } }, 'ta-token');
    await gradeWith('9');
    await user.click(await screen.findByRole('button', { name: 'Use theirs' }));
    // Both settle: under load the shown grade can arrive a render before the save state clears.
    await waitFor(() => expect([output('Shown grade'), output('Save state')]).toEqual(['4', 'idle']));
    expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ grade: '4' });
  });

  it('rejects a grade the server cannot read, with its message, and puts the old grade back', async () => {
    const { world, ids, gradeWith } = await setUp();
    await gradeWith('banana');
    await waitFor(() => expect(output('Save state')).toBe('rejected'));
    expect(output('Save message')).toBe('Invalid grade: banana');
    expect(output('Shown grade')).toBe('none');
    expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ grade: null });
  });

  it('keeps a grade made offline on this device, across a reload, and saves it when the server answers', async () => {
    const { world, ids, user, gradeWith } = await setUp();
    let offline = true;
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      offline && init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : network(input, init),
    );
    await gradeWith('7');
    await waitFor(() => expect(output('Save state')).toBe('unsaved'));
    expect(screen.getByRole('status', { name: '' }).textContent).toMatch(/1 grade not saved yet\. Retrying…/);
    expect(output('Shown grade')).toBe('7');

    // A reload: a new page, an empty cache; the queued grade comes back from IndexedDB.
    cleanup();
    appClient?.clear();
    renderWithApi(world.app, grading(ids), 'teacher-token');
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      offline && init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : network(input, init),
    );
    await waitFor(() => expect(output('Shown grade')).toBe('7'));
    await waitFor(() => expect(output('Save state')).toBe('unsaved'));
    expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ grade: null });

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(output('Save state')).toBe('saved'));
    expect(world.stored(Number(ids.assignmentId), Number(ids.userId))).toMatchObject({ grade: '7', score: 7 });
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });
});
