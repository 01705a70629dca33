import { hashToken } from '../canvas/auth';
import type { Db } from '../canvas/context';

const T = '2026-01-10T12:00:00Z';

type CourseSeed = { name?: string; code?: string; state?: string; accountId?: number; termId?: number; start?: string | null; end?: string | null };
type Role = 'StudentEnrollment' | 'StudentViewEnrollment' | 'TeacherEnrollment' | 'TaEnrollment' | 'DesignerEnrollment' | 'ObserverEnrollment';

/** Small builders for API tests: each inserts exactly the rows a test needs and returns their ids. */
export class TestData {
  private counter = 0;
  constructor(private readonly db: Db) {}

  private next(): number {
    this.counter += 1;
    return this.counter;
  }

  account(name = 'Test University', parentId: number | null = null): number {
    const n = this.next();
    const info = this.db
      .prepare(`INSERT INTO accounts (name, uuid, parent_account_id, root_account_id, created_at) VALUES (?, ?, ?, ?, ?)`)
      .run(name, `acct-${n}`, parentId, parentId, T);
    return Number(info.lastInsertRowid);
  }

  term(accountId: number, name = 'Default Term', isDefault = true): number {
    const info = this.db
      .prepare(`INSERT INTO enrollment_terms (root_account_id, name, is_default, created_at) VALUES (?, ?, ?, ?)`)
      .run(accountId, name, isDefault ? 1 : 0, T);
    return Number(info.lastInsertRowid);
  }

  /** A user holding the access token `token`. */
  user(name: string, token?: string): number {
    const n = this.next();
    const [first = name, ...rest] = name.split(' ');
    const last = rest.join(' ') || first;
    const info = this.db
      .prepare(
        `INSERT INTO users (name, sortable_name, short_name, email, login_id, uuid, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(name, `${last}, ${first}`, first, `user${n}@example.edu`, `user${n}@example.edu`, `user-${n}`, T);
    const id = Number(info.lastInsertRowid);
    if (token) this.token(id, token);
    return id;
  }

  token(userId: number, token: string, state = 'active', expiresAt: string | null = null): void {
    this.db
      .prepare(`INSERT INTO access_tokens (user_id, token_hash, purpose, workflow_state, expires_at, created_at) VALUES (?, ?, 'test', ?, ?, ?)`)
      .run(userId, hashToken(token), state, expiresAt, T);
  }

  admin(accountId: number, userId: number): void {
    this.db.prepare(`INSERT INTO account_users (account_id, user_id) VALUES (?, ?)`).run(accountId, userId);
  }

  course(seed: CourseSeed & { accountId: number; termId: number }): { id: number; sectionId: number } {
    const n = this.next();
    const name = seed.name ?? `Course ${n}`;
    const info = this.db
      .prepare(
        `INSERT INTO courses (account_id, root_account_id, enrollment_term_id, name, course_code, uuid, workflow_state,
           start_at, conclude_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(seed.accountId, seed.accountId, seed.termId, name, seed.code ?? name, `course-${n}`, seed.state ?? 'available', seed.start ?? null, seed.end ?? null, T, T);
    const id = Number(info.lastInsertRowid);
    return { id, sectionId: this.section(id, name) };
  }

  section(courseId: number, name: string): number {
    const info = this.db
      .prepare(`INSERT INTO course_sections (course_id, name, created_at) VALUES (?, ?, ?)`)
      .run(courseId, name, T);
    return Number(info.lastInsertRowid);
  }

  enroll(userId: number, course: { id: number; sectionId: number }, type: Role, state = 'active'): number {
    const info = this.db
      .prepare(
        `INSERT INTO enrollments (user_id, course_id, course_section_id, type, workflow_state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, course.id, course.sectionId, type, state, T, T);
    return Number(info.lastInsertRowid);
  }
}

/** The usual cast: a root account with an admin, a teacher, a TA and a student in one published course. */
export function standardWorld(data: TestData) {
  const accountId = data.account();
  const termId = data.term(accountId);
  const admin = data.user('Avery Admin', 'admin-token');
  data.admin(accountId, admin);
  const teacher = data.user('Terry Teacher', 'teacher-token');
  const ta = data.user('Tara Assistant', 'ta-token');
  const student = data.user('Sam Student', 'student-token');
  const outsider = data.user('Olive Outsider', 'outsider-token');
  const course = data.course({ accountId, termId, name: 'Biology 101', code: 'BIO 101' });
  data.enroll(teacher, course, 'TeacherEnrollment');
  data.enroll(ta, course, 'TaEnrollment');
  data.enroll(student, course, 'StudentEnrollment');
  return { accountId, termId, admin, teacher, ta, student, outsider, course };
}
