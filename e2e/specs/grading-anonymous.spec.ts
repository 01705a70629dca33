import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, signIn, test, type Api } from '../fixtures';
import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName } from '../seed';

type Student = { id: number; name: string; sortable_name: string };
type Row = { anonymous_id?: string; user_id?: number; score: number | null };

/** An anonymous assignment in a course of three students (docs/decisions/0056-anonymous-grading.md). */
async function anonymousCourse(api: Api) {
  const course = await createCourse(api, uniqueName('E2E Anonymous Course'), { time_zone: 'UTC' });
  for (const name of ['Ada Anonymous', 'Bea Anonymous', 'Cy Anonymous']) {
    const person = await createPerson(api, uniqueName(name));
    await enroll(api, course.id, person.id, 'StudentEnrollment');
  }
  const assignment = await createAssignment(api, course.id, { points_possible: 10, anonymous_grading: true });
  // The whole roster, read through the API: what the page must never show or send.
  const roster = await api.as('demo-admin').get<Student[]>(`/api/v1/courses/${course.id}/users`, { 'enrollment_type[]': 'student', per_page: 100 });
  expect(roster).toHaveLength(3);
  return { course, assignment, roster };
}

/** Every request the page makes (URL and body) and every JSON answer it reads, from now on. */
function recordTraffic(page: Page) {
  const sent: string[] = [];
  const answers: Promise<string>[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('json')) answers.push(response.text().catch(() => ''));
  });
  return { sent, answers: () => Promise.all(answers) };
}

/**
 * The texts may name no student: no roster name, and no user id as a path segment, query value or id field. A
 * segment is whole: the build's hashed file names (/assets/71dxgZht.js) begin with digits often enough to look like
 * student 71 when the id is followed by anything but a digit.
 */
function expectNoStudent(texts: string[], roster: Student[]) {
  // Without the origins: a student whose id is 127 is not named by http://127.0.0.1:4300.
  for (const text of texts.map((raw) => raw.replace(/https?:\/\/[^/\s"'\\]+/g, ''))) {
    for (const student of roster) {
      expect(text).not.toContain(student.name);
      expect(text).not.toContain(student.sortable_name);
      const id = String(student.id);
      expect(text).not.toMatch(new RegExp(`[/=]${id}(?![0-9A-Za-z_-])`));
      expect(text).not.toMatch(new RegExp(`"(user_id|author_id|student_id)":"?${id}(?![0-9])`));
    }
  }
}

/** Posts every grade of the assignment straight in the server's store: setup, not the behaviour under test. */
function postAllGrades(assignmentId: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '', 'lectern.sqlite'));
  try {
    db.prepare(`UPDATE submissions SET posted_at = ? WHERE assignment_id = ?`).run(new Date().toISOString(), assignmentId);
  } finally {
    db.close();
  }
}

test.describe('grading an anonymous assignment', () => {
  test('names no student in the page, its address or its requests, grades by keyboard, and names them once posted', async ({ page, api }) => {
    const { course, assignment, roster } = await anonymousCourse(api);
    await signIn(page, 'demo-admin');
    const traffic = recordTraffic(page);
    const view = new GradingPage(page);
    await view.goto(course.id, assignment.id);

    const first = view.grading(/^Grading Student [1-9A-HJ-NP-Za-km-z]{5}$/);
    await expect(first).toBeVisible();
    await expect(view.railList.getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('switch', { name: /Hide student names/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: /Hide student names/ })).toBeDisabled();
    await expect.poll(() => new URL(page.url()).searchParams.get('anonymous_id')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{5}$/);
    const anonymousId = new URL(page.url()).searchParams.get('anonymous_id') ?? '';

    // Grade by keyboard alone: g to the grade, a score, Enter saves; then j to the next student.
    await page.keyboard.press('g');
    await expect(view.gradeInput).toBeFocused();
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await expect(view.gradePanel.getByText('Saved')).toBeVisible();
    const rows = await api.as('demo-admin').get<Row[]>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions`, { per_page: 100 });
    expect(rows.find((row) => row.anonymous_id === anonymousId)?.score).toBe(7);
    await page.keyboard.press('j');
    await expect(view.grading(`Student ${anonymousId}`)).toBeHidden();
    await expect(first).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('anonymous_id')).not.toBe(anonymousId);

    const pageText = await page.evaluate(() => `${document.title}\n${document.body.innerText}\n${document.body.innerHTML}`);
    expectNoStudent([page.url(), pageText, ...traffic.sent, ...(await traffic.answers())], roster);
    expect(new URL(page.url()).searchParams.has('student')).toBe(false);
    // Each student was read and graded at the anonymous route, and the rail asked for no students.
    expect(traffic.sent.some((request) => request.startsWith('PUT ') && request.includes(`/anonymous_submissions/${anonymousId}`))).toBe(true);
    expect(traffic.sent.filter((request) => /\/submissions\?/.test(request)).every((request) => !request.includes('include%5B%5D=user'))).toBe(true);

    // Posting every grade lifts anonymity: the page names students again.
    postAllGrades(assignment.id);
    await view.goto(course.id, assignment.id);
    const names = roster.map((student) => student.name);
    await expect(view.grading(new RegExp(`^Grading (${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`))).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Hide student names' })).toBeEnabled();
  });
});
