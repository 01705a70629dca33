import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../canvas/auth';
import { syncSubmissionRows } from '../../resources/assignments/submission-rows';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_IDS } from './demo-ids';
import { GRADEBOOK_COURSE } from './gradebook-course';
import { LARGE_NAMES } from './large-profile';
import { seedDemo, seedLarge } from './seed';
import { NOW, NOW_ISO, seeded } from './seed-test-db';

const { db } = seeded(seedDemo);
const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const count = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;
const bio = DEMO_IDS.courses.biology;
const { teacher, student } = DEMO_IDS.users;

describe('seedDemo', () => {
  it('is deterministic: ids, names and uuids depend neither on the run nor on the date', () => {
    const snapshot = (d: Database.Database) => ({
      courses: d.prepare('SELECT id, name, course_code, uuid FROM courses ORDER BY id').all(),
      users: d.prepare('SELECT id, name, login_id, uuid FROM users ORDER BY id').all(),
      assignments: d.prepare('SELECT id, name FROM assignments ORDER BY id').all(),
      files: d.prepare('SELECT id, display_name, uuid, md5 FROM attachments ORDER BY id').all(),
      submissions: d.prepare('SELECT id, assignment_id, user_id, workflow_state, score FROM submissions').all(),
    });
    expect(snapshot(seeded(seedDemo, NOW).db)).toEqual(snapshot(db));
    expect(snapshot(seeded(seedDemo, new Date('2027-07-19T03:00:00Z')).db)).toEqual(snapshot(db));
  });

  it('creates the demo users, admin and courses at the documented ids', () => {
    const users = all<{ name: string; sortable_name: string; short_name: string; login_id: string }>(
      'SELECT * FROM users WHERE id IN (1, 2, 3, 4) ORDER BY id',
    );
    expect(users.map((u) => u.name)).toEqual(DEMO_ACCOUNTS.map((a) => a.name));
    expect(users[1]).toMatchObject({
      sortable_name: 'Mendoza, Rafael',
      short_name: 'Rafael Mendoza',
      login_id: 'rafael.mendoza@lectern.example',
    });
    const admins = all<{ user_id: number; role: string }>('SELECT user_id, role FROM account_users');
    expect(admins).toEqual([{ user_id: DEMO_IDS.users.admin, role: 'AccountAdmin' }]);
    expect(db.prepare('SELECT * FROM courses WHERE id = ?').get(bio)).toMatchObject({
      name: 'Biology 101',
      course_code: 'BIO 101',
      account_id: DEMO_IDS.accounts.sciences,
      enrollment_term_id: DEMO_IDS.terms.current,
      workflow_state: 'available',
      time_zone: 'America/Denver',
    });
    const term = db.prepare('SELECT start_at, end_at FROM enrollment_terms WHERE id = ?').get(DEMO_IDS.terms.current);
    const { start_at, end_at } = term as { start_at: string; end_at: string };
    expect(start_at < NOW_ISO && NOW_ISO < end_at).toBe(true);
    const states = all<{ workflow_state: string }>('SELECT workflow_state FROM courses ORDER BY id');
    expect(states.map((c) => c.workflow_state)).toEqual([
      'available', 'claimed', 'completed', 'available', 'available', 'available', 'deleted',
    ]);
    const taOf = "SELECT course_id FROM enrollments WHERE user_id = ? AND type = 'TaEnrollment'";
    expect(db.prepare(taOf).pluck().all(teacher)).toEqual([DEMO_IDS.courses.ecology]);
  });

  it('stores course dates only where Canvas keeps them: overriding the term, or the end a conclusion stamped', () => {
    const courses = all<{ name: string; workflow_state: string; restrict: number; start_at: string | null; conclude_at: string | null }>(
      'SELECT name, workflow_state, restrict_enrollments_to_course_dates AS restrict, start_at, conclude_at FROM courses',
    );
    const following = courses.filter((c) => c.restrict !== 1);
    expect(following.filter((c) => c.start_at !== null || (c.conclude_at !== null && c.workflow_state !== 'completed'))).toEqual([]);
    expect(courses.find((c) => c.name === 'Biology 101')).toMatchObject({ restrict: 0, start_at: null, conclude_at: null });
    expect(courses.find((c) => c.name === 'Astronomy 300')).toMatchObject({ restrict: 1, start_at: expect.any(String) as unknown });
  });

  it('gives Biology 101 40 active students, 3 sections, 5 lab groups and 12 assignments', () => {
    const students = "SELECT COUNT(*) FROM enrollments WHERE course_id = ? AND type = 'StudentEnrollment'";
    expect(count(`${students} AND workflow_state = 'active'`, bio)).toBe(40);
    expect(count(`${students} AND workflow_state = 'active' AND user_id = ?`, bio, student)).toBe(1);
    expect(count('SELECT COUNT(*) FROM course_sections WHERE course_id = ?', bio)).toBe(3);
    const groups = `SELECT COUNT(*) FROM groups g JOIN group_categories c ON c.id = g.group_category_id
                     WHERE c.name = 'Lab Groups' AND c.course_id = ?`;
    expect(count(groups, bio)).toBe(5);
    expect(count('SELECT COUNT(*) FROM assignments WHERE course_id = ?', bio)).toBe(12);
    const unpublished = "SELECT COUNT(*) FROM assignments WHERE course_id = ? AND workflow_state = 'unpublished'";
    expect(count(unpublished, bio)).toBe(1);
    const types = all<{ submission_types: string }>('SELECT submission_types FROM assignments')
      .flatMap((a) => JSON.parse(a.submission_types) as string[]);
    expect([...new Set(types)].sort()).toEqual([
      'discussion_topic', 'external_tool', 'media_recording', 'none', 'on_paper',
      'online_quiz', 'online_text_entry', 'online_upload', 'online_url',
    ]);
    expect(count('SELECT COUNT(DISTINCT grading_type) FROM assignments WHERE course_id = ?', bio)).toBe(6);
    expect(count('SELECT COUNT(DISTINCT set_type) FROM assignment_overrides WHERE due_at_overridden = 1')).toBe(3);
    const neverSignedIn = `SELECT COUNT(*) FROM enrollments e WHERE e.course_id = ? AND e.type = 'StudentEnrollment'
                           AND NOT EXISTS (SELECT 1 FROM logins l WHERE l.user_id = e.user_id)`;
    expect(count(neverSignedIn, bio)).toBeGreaterThan(0);
    expect(count(neverSignedIn, bio)).toBeLessThan(15);
  });

  it('has submissions in every state', () => {
    const some = (where: string) =>
      count(`SELECT COUNT(*) FROM submissions s JOIN assignments a ON a.id = s.assignment_id
              WHERE a.course_id = ${bio} AND ${where}`);
    expect(some(`s.workflow_state = 'unsubmitted' AND s.cached_due_date > '${NOW_ISO}'`)).toBeGreaterThan(0);
    expect(some("s.workflow_state = 'submitted' AND s.submitted_at <= s.cached_due_date")).toBeGreaterThan(0);
    expect(some('s.submitted_at > s.cached_due_date AND s.late_policy_status IS NULL')).toBeGreaterThan(0);
    expect(some(`s.workflow_state = 'unsubmitted' AND s.cached_due_date < '${NOW_ISO}'`)).toBeGreaterThan(0);
    expect(some("s.late_policy_status = 'missing' AND s.submitted_at IS NULL")).toBeGreaterThan(0);
    const graded = "s.workflow_state = 'graded' AND s.score IS NOT NULL AND s.grade IS NOT NULL";
    expect(some(`${graded} AND s.grader_id = ${teacher} AND s.graded_at IS NOT NULL AND s.posted_at IS NOT NULL`))
      .toBeGreaterThan(0);
    expect(some('s.excused = 1')).toBeGreaterThan(0);
    expect(some('s.body IS NOT NULL')).toBeGreaterThan(0);
    expect(some('s.url IS NOT NULL')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) FROM submission_attachments')).toBeGreaterThan(0);

    const resubmitted = count(`SELECT s.id FROM submissions s WHERE s.user_id = ? AND s.attempt = 2
                                 AND s.grade_matches_current_submission = 0 AND s.score IS NOT NULL`, student);
    const versions = all<{ attempt: number; snapshot: string }>(
      'SELECT attempt, snapshot FROM submission_versions WHERE submission_id = ? ORDER BY attempt',
      resubmitted,
    );
    const attempts = versions.map((v) => [v.attempt, (JSON.parse(v.snapshot) as { attempt: number }).attempt]);
    expect(attempts).toEqual([[1, 1], [2, 2]]);
    expect(count('SELECT COUNT(DISTINCT attempt) FROM submission_attachments WHERE submission_id = ?', resubmitted))
      .toBe(2);
    const authors = all<{ author_id: number }>(
      'SELECT DISTINCT author_id FROM submission_comments WHERE submission_id = ? ORDER BY author_id',
      resubmitted,
    );
    expect(authors.map((a) => a.author_id)).toEqual([teacher, student]);
  });

  it('gives every assignee a submission row, as the lifecycle does: saving an assignment later adds none', () => {
    const rows = () => count('SELECT COUNT(*) FROM submissions WHERE workflow_state != ?', 'deleted');
    const invited = count(
      `SELECT COUNT(*) FROM submissions s JOIN enrollments e ON e.user_id = s.user_id AND e.course_id = ?
        WHERE s.assignment_id = ? AND e.workflow_state = 'invited'`,
      bio,
      DEMO_IDS.biology.assignments.osmosisReport,
    );
    expect(invited).toBe(2);
    const before = rows();
    const { db: fresh } = seeded(seedDemo);
    for (const courseId of Object.values(DEMO_IDS.courses)) syncSubmissionRows(fresh, courseId);
    expect(fresh.prepare('SELECT COUNT(*) FROM submissions WHERE workflow_state != ?').pluck().get('deleted')).toBe(before);
  });

  it('sets cached_due_date to the effective due date, overrides included', () => {
    const rows = all<{ cached_due_date: string; section: number; base: string; override: string }>(`
      SELECT s.cached_due_date, e.course_section_id AS section, a.due_at AS base, o.due_at AS override
        FROM submissions s JOIN assignments a ON a.id = s.assignment_id
        JOIN enrollments e ON e.user_id = s.user_id AND e.course_id = a.course_id
        JOIN assignment_overrides o ON o.assignment_id = a.id AND o.set_type = 'CourseSection'
       WHERE a.id = ${DEMO_IDS.biology.assignments.dissectionLab}`);
    // 40 active students, 2 invited and 1 who finished early: every assignee has a row.
    expect(rows).toHaveLength(43);
    const online = DEMO_IDS.biology.sections[2];
    for (const r of rows) expect(r.cached_due_date).toBe(r.section === online ? r.override : r.base);
    const honors = DEMO_IDS.biology.assignments.geneticsHonors;
    expect(count('SELECT COUNT(*) FROM submissions WHERE assignment_id = ?', honors)).toBe(6);
    expect(count('SELECT COUNT(*) FROM assignment_override_students WHERE assignment_id = ?', honors)).toBe(6);
    // One assignment overridden for a section, two students and a group, each on its own date, besides its own.
    const osmosis = DEMO_IDS.biology.assignments.osmosisReport;
    expect(count('SELECT COUNT(DISTINCT set_type) FROM assignment_overrides WHERE assignment_id = ?', osmosis)).toBe(3);
    expect(count('SELECT COUNT(DISTINCT cached_due_date) FROM submissions WHERE assignment_id = ?', osmosis)).toBe(4);
  });

  it('stores token hashes, never the tokens', () => {
    const rows = all<{ token_hash: string; purpose: string }>('SELECT * FROM access_tokens');
    expect(rows.map((r) => r.token_hash).sort()).toEqual(DEMO_ACCOUNTS.map((a) => hashToken(a.token)).sort());
    expect(rows.every((r) => r.purpose === 'demo')).toBe(true);
    const dump = JSON.stringify(rows);
    for (const a of DEMO_ACCOUNTS) expect(dump).not.toContain(a.token);
  });

  it('writes every timestamp as UTC with whole seconds and Z', () => {
    const iso = "'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z'";
    for (const { name } of all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")) {
      const columns = all<{ name: string }>(`PRAGMA table_info(${name})`).filter((c) => /_at$|due_date$/.test(c.name));
      for (const { name: column } of columns) {
        const bad = count(`SELECT COUNT(*) FROM ${name} WHERE ${column} IS NOT NULL AND ${column} NOT GLOB ${iso}`);
        expect(bad, `${name}.${column}`).toBe(0);
      }
    }
  });

  it('fills the activity stream for the teacher, TA and demo student, read and unread', () => {
    const rows = all<{ user_id: number; unread: number; total: number }>(`
      SELECT user_id, SUM(read_state = 0) AS unread, COUNT(*) AS total
        FROM stream_item_instances GROUP BY user_id ORDER BY user_id`);
    expect(rows.map((r) => r.user_id)).toEqual([teacher, DEMO_IDS.users.ta, student]);
    expect(rows.every((r) => r.unread > 0 && r.unread < r.total)).toBe(true);
    expect(count('SELECT COUNT(DISTINCT asset_type) FROM stream_items')).toBe(4);
  });
});

// How long seeding takes is a bench figure (npm run bench), not a test.
describe('seedLarge', () => {
  let large: ReturnType<typeof seeded>['db'];
  beforeAll(() => {
    large = seeded(seedLarge, NOW).db;
  });

  it('adds 2,000 courses, a 3,000-submission assignment and a 10,000-file folder', () => {
    const get = (sql: string) => large.prepare(sql).pluck().get() as number;
    const adminCourses = `SELECT COUNT(DISTINCT course_id) FROM enrollments
                           WHERE user_id = ${DEMO_IDS.users.admin} AND type = 'TeacherEnrollment'`;
    expect(get(adminCourses)).toBeGreaterThanOrEqual(2_000);
    expect(get('SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM attachments GROUP BY folder_id)')).toBe(10_000);
    expect(get('SELECT COUNT(DISTINCT storage_key) FROM attachments')).toBeLessThan(100);
    expect(get('SELECT MAX(n) FROM (SELECT COUNT(*) AS n FROM submissions GROUP BY assignment_id)')).toBe(3_000);
    // The grading bench's two classes: every student submitted, some late, about half graded.
    const byAssignment = (name: string) => large.prepare<[string], { total: number; submitted: number; graded: number; late: number }>(
      `SELECT COUNT(*) AS total, SUM(s.submitted_at IS NOT NULL AND s.submission_type IS NOT NULL) AS submitted,
              SUM(s.workflow_state = 'graded') AS graded, SUM(s.submitted_at > s.cached_due_date) AS late
         FROM submissions s JOIN assignments a ON a.id = s.assignment_id WHERE a.name = ?`,
    ).get(name);
    const big = byAssignment(LARGE_NAMES.bigAssignment);
    expect(big?.submitted).toBe(3_000);
    expect(big?.graded).toBeGreaterThan(1_300);
    expect(big?.graded).toBeLessThan(1_700);
    expect(big?.late).toBeGreaterThan(300);
    expect(byAssignment(LARGE_NAMES.seminarAssignment)).toMatchObject({ total: 10, submitted: 10 });
    // Names never repeat within the class, so switching students always changes the name on screen.
    const distinctNames = large.prepare<[string], { n: number }>(
      `SELECT COUNT(DISTINCT u.name) AS n FROM users u JOIN enrollments e ON e.user_id = u.id JOIN courses c ON c.id = e.course_id
        WHERE c.name = ? AND e.type = 'StudentEnrollment'`,
    ).get(LARGE_NAMES.bigCourse);
    expect(distinctNames?.n).toBe(3_000);
    expect(get(`SELECT COUNT(*) FROM enrollments e JOIN courses c ON c.id = e.course_id
                 WHERE c.name = '${LARGE_NAMES.seminar}' AND e.user_id = ${DEMO_IDS.users.teacher}`)).toBe(1);
    expect(get('SELECT name FROM courses WHERE id = 1')).toBe('Biology 101');
  });

  it('gives the gradebook bench 3,000 students by 50 assignments in 5 weighted groups, in every state a cell shows', () => {
    const course = large.prepare<[string], { id: number; group_weighting_scheme: string }>('SELECT id, group_weighting_scheme FROM courses WHERE name = ?').get(GRADEBOOK_COURSE.name);
    expect(course?.group_weighting_scheme).toBe('percent');
    const get = (sql: string) => large.prepare(sql).pluck().get(course?.id) as number;
    expect(get(`SELECT COUNT(*) FROM enrollments WHERE course_id = ? AND type = 'StudentEnrollment'`)).toBe(3_000);
    expect(get('SELECT COUNT(*) FROM assignments WHERE course_id = ?')).toBe(50);
    const groups = large.prepare<[number], { group_weight: number; rules: string }>('SELECT group_weight, rules FROM assignment_groups WHERE course_id = ?').all(course?.id ?? 0);
    expect(groups.map((g) => g.group_weight).reduce((a, b) => a + b)).toBe(100);
    expect(groups.filter((g) => /drop_lowest|drop_highest/.test(g.rules))).toHaveLength(3);
    const inCourse = 'FROM submissions s JOIN assignments a ON a.id = s.assignment_id WHERE a.course_id = ?';
    expect(get(`SELECT COUNT(*) ${inCourse}`)).toBe(150_000);
    const share = (where: string) => get(`SELECT COUNT(*) ${inCourse} AND ${where}`) / 150_000;
    expect(share(`s.workflow_state = 'graded' AND s.score IS NOT NULL`)).toBeGreaterThan(0.5);
    expect(share(`s.workflow_state = 'submitted'`)).toBeGreaterThan(0.02);
    expect(share('s.excused = 1')).toBeGreaterThan(0.01);
    expect(share('s.submitted_at > s.cached_due_date')).toBeGreaterThan(0.05);
    expect(share(`s.submitted_at IS NULL AND s.cached_due_date < '${NOW_ISO}' AND a.submission_types <> '["on_paper"]'`)).toBeGreaterThan(0.03);
    expect(share(`s.late_policy_status = 'missing'`)).toBeGreaterThan(0.005);
    expect(share('s.score IS NOT NULL AND s.posted_at IS NULL')).toBeGreaterThan(0.01);
    expect(get('SELECT COUNT(DISTINCT grading_type) FROM assignments WHERE course_id = ?')).toBe(4);
  });
});
