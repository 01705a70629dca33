import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { mergeEdits, openGradeQueue, type QueuedGrade } from './grade-queue';
import type { CanvasId } from '@/api/schemas/ids';

let dbCount = 0;
/** Each test its own database name: fake-indexeddb keeps databases for the whole file, as a browser profile would. */
const freshName = () => `grade-queue-test-${(dbCount += 1)}`;

const base = { grade: null, score: null, workflow_state: 'submitted' };
const entry = (userId: CanvasId, fields: Partial<QueuedGrade> = {}): QueuedGrade => ({
  courseId: '1',
  assignmentId: '10',
  userId,
  edit: { posted_grade: '7' },
  seenUpdatedAt: '2026-11-22T10:00:00Z',
  base,
  queuedAt: '2026-11-22T10:01:00Z',
  ...fields,
});

describe('the grade queue', () => {
  it('keeps a grade queued by the version that keyed grades by numeric ids, now under string ids', async () => {
    const name = freshName();
    const old = await openDB(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore('grades', { keyPath: ['courseId', 'assignmentId', 'userId'] });
        store.createIndex('byAssignment', ['courseId', 'assignmentId']);
      },
    });
    await old.put('grades', { ...entry('5'), courseId: 1, assignmentId: 10, userId: 5 });
    old.close();
    const queue = await openGradeQueue(name);
    expect(await queue.list('1', '10')).toEqual([entry('5')]);
    queue.close();
  });


  it('lists one course’s grades of every assignment, and no other course’s (the gradebook’s replay)', async () => {
    const queue = await openGradeQueue(freshName());
    await queue.put(entry('5'));
    await queue.put(entry('5', { assignmentId: '11' }));
    await queue.put(entry('5', { courseId: '12' }));
    await queue.put(entry('5', { courseId: '10' }));
    expect((await queue.listCourse('1')).map(({ courseId, assignmentId }) => [courseId, assignmentId])).toEqual([['1', '10'], ['1', '11']]);
    queue.close();
  });

  it('keeps its entries for a new connection, as after a reload', async () => {
    const name = freshName();
    const first = await openGradeQueue(name);
    await first.put(entry('5'));
    await first.put(entry('6', { edit: { excuse: true } }));
    first.close();

    const reopened = await openGradeQueue(name);
    const listed = await reopened.list('1', '10');
    expect(listed.map((item) => [item.userId, item.edit])).toEqual([
      ['5', { posted_grade: '7' }],
      ['6', { excuse: true }],
    ]);
  });

  it('holds one entry per student: a newer edit replaces the older but keeps the time it was first based on', async () => {
    const queue = await openGradeQueue(freshName());
    await queue.put(entry('5', { edit: { posted_grade: '7' }, seenUpdatedAt: '2026-11-22T10:00:00Z' }));
    const merged = await queue.put(entry('5', { edit: { posted_grade: '9' }, seenUpdatedAt: '2026-11-22T10:05:00Z', queuedAt: '2026-11-22T10:06:00Z' }));

    expect(merged).toMatchObject({ edit: { posted_grade: '9' }, seenUpdatedAt: '2026-11-22T10:00:00Z', queuedAt: '2026-11-22T10:06:00Z' });
    const listed = await queue.list('1', '10');
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ edit: { posted_grade: '9' }, seenUpdatedAt: '2026-11-22T10:00:00Z' });
  });

  it('lists one assignment only, and forgets a removed entry', async () => {
    const queue = await openGradeQueue(freshName());
    await queue.put(entry('5'));
    await queue.put(entry('5', { assignmentId: '11' }));
    await queue.put(entry('5', { courseId: '2' }));
    await queue.put(entry('7'));
    await queue.remove('1', '10', '5');

    expect((await queue.list('1', '10')).map((item) => item.userId)).toEqual(['7']);
    expect((await queue.list('1', '11')).map((item) => item.userId)).toEqual(['5']);
    expect(await queue.list('3', '10')).toEqual([]);
  });
});

describe('merging edits', () => {
  it('lets later fields win, and a grade and an excuse replace each other', () => {
    expect(mergeEdits({ posted_grade: '7' }, { late_policy_status: 'late' })).toEqual({ posted_grade: '7', late_policy_status: 'late' });
    expect(mergeEdits({ excuse: true }, { posted_grade: '8' })).toEqual({ posted_grade: '8' });
    expect(mergeEdits({ posted_grade: '8', late_policy_status: 'late' }, { excuse: true })).toEqual({ excuse: true, late_policy_status: 'late' });
    expect(mergeEdits({ late_policy_status: 'late', seconds_late_override: 3600 }, { late_policy_status: 'none' })).toEqual({ late_policy_status: 'none' });
  });

  it('merges rubric assessments per criterion and per field, so a comment typed after a rating keeps the rating', () => {
    const rated = { rubric_assessment: { c1: { points: 4, rating_id: 'r1' }, c2: { points: 1, rating_id: 'r5' } } };
    const commented = { rubric_assessment: { c1: { comments: 'Clear claim' } } };
    expect(mergeEdits(rated, commented)).toEqual({
      rubric_assessment: { c1: { points: 4, rating_id: 'r1', comments: 'Clear claim' }, c2: { points: 1, rating_id: 'r5' } },
    });
    expect(mergeEdits({ posted_grade: '7' }, rated)).toEqual({ posted_grade: '7', ...rated });
  });
});
