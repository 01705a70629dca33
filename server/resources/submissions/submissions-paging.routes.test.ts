import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submissionContract } from '../../../src/api/schemas/contracts';
import { CourseWorkData } from '../../test/course-work-data';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';
import { syncSubmissionRows } from '../assignments/submission-rows';

const CLASS_SIZE = 3000;
const T = '2026-01-10T12:00:00Z';
/** Few surnames in mixed case, so many students tie on sortable name and case must not split them. */
const SURNAMES = ['Adams', 'adams', 'Baker', 'Chen', 'de la Cruz', 'De La Cruz', 'Okafor', 'Zhou'];

/** A published course with CLASS_SIZE students, inserted in one transaction, and one assignment for everyone. */
function bigClass() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const addUser = app.db.prepare(
    `INSERT INTO users (name, sortable_name, short_name, uuid, created_at) VALUES (@name, @sortable, @short, @uuid, '${T}')`,
  );
  const enroll = app.db.prepare(
    `INSERT INTO enrollments (user_id, course_id, course_section_id, type, created_at, updated_at) VALUES (?, ?, ?, 'StudentEnrollment', '${T}', '${T}')`,
  );
  app.db.transaction(() => {
    for (let i = 0; i < CLASS_SIZE; i += 1) {
      const surname = SURNAMES[(i * 7) % SURNAMES.length] ?? 'Adams';
      const first = `Student${(i * 13) % 97}`;
      const id = Number(addUser.run({ name: `${first} ${surname}`, sortable: `${surname}, ${first}`, short: first, uuid: `big-${i}` }).lastInsertRowid);
      enroll.run(id, w.course.id, w.course.sectionId);
    }
  })();
  const assignmentId = new CourseWorkData(app.db).assignment(w.course.id, { types: ['online_text_entry'] });
  syncSubmissionRows(app.db, w.course.id, [assignmentId]);
  return { app, base: `/api/v1/courses/${w.course.id}/assignments/${assignmentId}/submissions` };
}

const nextLink = (link: string | null) => link?.match(/<([^>]+)>; rel="next"/)?.[1];

describe('a 3,000-student assignment', () => {
  it('pages at 100 by sortable name and id, every student exactly once', async () => {
    const { app, base } = bigClass();
    const expected = app.db
      .prepare<[], { id: number; sortable_name: string }>(
        `SELECT id, sortable_name FROM users WHERE id IN (SELECT user_id FROM enrollments WHERE type = 'StudentEnrollment')`,
      )
      .all()
      .sort((a, b) => {
        const [x, y] = [a.sortable_name.toLowerCase(), b.sortable_name.toLowerCase()];
        return x < y ? -1 : x > y ? 1 : a.id - b.id;
      })
      .map((u) => u.id);
    expect(expected).toHaveLength(CLASS_SIZE + 1);
    const seen: number[] = [];
    let url: string | undefined = `${base}?per_page=100`;
    let pages = 0;
    let last: string | undefined;
    while (url) {
      const { status, body, headers } = await app.get(url, 'teacher-token');
      expect(status).toBe(200);
      const page = expectContract(z.array(submissionContract), body);
      expect(page.length).toBeLessThanOrEqual(100);
      seen.push(...page.map((s) => s.user_id));
      if (pages === 0) last = headers.get('Link')?.match(/<([^>]+)>; rel="last"/)?.[1];
      url = nextLink(headers.get('Link'));
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(expected.length / 100));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
    // `last` is the final hundred, read backwards from the end without counting the class.
    const final = await app.get(last ?? '', 'teacher-token');
    expect(expectContract(z.array(submissionContract), final.body).map((s) => s.user_id)).toEqual(expected.slice(-100));
  });
});
