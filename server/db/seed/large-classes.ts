import { DEMO_IDS } from './demo-ids';
import { FIRST_NAMES, LAST_NAMES, emailLocalPart, person } from './names';
import type { SeedContext } from './seed-context';
import { insertCourse } from './seed-courses';
import { EMAIL_DOMAIN, createUser, enroll } from './seed-people';

const { admin, teacher, ta } = DEMO_IDS.users;

export interface ClassSpec {
  name: string;
  code: string;
  sections: number;
  students: number;
  /** The one assignment, which every student has submitted. */
  assignment: string;
}

/**
 * A course taught by demo-admin and demo-teacher (demo-ta assists) with one 10-point text assignment that every
 * student submitted: the grading bench opens it at 3,000 students and at 10 to compare. Returns the course id.
 */
export function seedClass(ctx: SeedContext, spec: ClassSpec): number {
  const { rng, insert, clock } = ctx;
  const createdAt = clock.rel(-40);
  const courseId = insertCourse(ctx, {
    id: 0,
    name: spec.name,
    code: spec.code,
    accountId: DEMO_IDS.accounts.root,
    termId: DEMO_IDS.terms.current,
    state: 'available',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 40,
  });
  const sections = Array.from({ length: spec.sections }, (_, i) => {
    const name = spec.sections === 1 ? spec.name : `Lecture Section ${String(i + 1).padStart(2, '0')}`;
    return insert('course_sections', { course_id: courseId, name, created_at: createdAt });
  });
  const firstSection = sections[0] ?? 0;
  const staff = [[admin, 'TeacherEnrollment'], [teacher, 'TeacherEnrollment'], [ta, 'TaEnrollment']] as const;
  for (const [userId, type] of staff) enroll(ctx, { userId, courseId, sectionId: firstSection, type, createdAt });

  const group = { course_id: courseId, name: 'Assignments', position: 1, created_at: createdAt, updated_at: createdAt };
  const dueAt = clock.due(-2);
  const assignmentId = insert('assignments', {
    course_id: courseId,
    assignment_group_id: insert('assignment_groups', group),
    name: spec.assignment,
    description: '<p>Write a short reflection on this week’s reading.</p>',
    position: 1,
    points_possible: 10,
    submission_types: '["online_text_entry"]',
    due_at: dueAt,
    workflow_state: 'published',
    created_at: createdAt,
    updated_at: createdAt,
  });

  for (let i = 0; i < spec.students; i++) {
    const p = distinctPerson(i);
    // The email's local part comes from the name, so the course code and running number keep login ids unique.
    const email = `${emailLocalPart(p)}.${spec.code.replace(/\W/g, '').toLowerCase()}.${i + 1}@${EMAIL_DOMAIN}`;
    const userId = createUser(ctx, { person: p, email, createdDaysAgo: 45 });
    const sectionId = sections[i % sections.length] ?? firstSection;
    enroll(ctx, { userId, courseId, sectionId, type: 'StudentEnrollment', createdAt });
    insertSubmission(ctx, assignmentId, userId, dueAt, rng.next(), rng.next());
  }
  return courseId;
}

// A stride coprime with the 3,600 first/last name pairs visits each pair once, scattered over the alphabet.
const NAME_STRIDE = 7_919;

/**
 * The i-th student's name, never repeated within a class (up to 3,600 students): neighbours in the rail are
 * told apart, by the grader and by the bench, which watches the "Submission by …" label change.
 */
function distinctPerson(i: number) {
  const pair = (i * NAME_STRIDE) % (FIRST_NAMES.length * LAST_NAMES.length);
  return person(FIRST_NAMES[pair % FIRST_NAMES.length] ?? 'Alex', LAST_NAMES[Math.floor(pair / FIRST_NAMES.length)] ?? 'Doe');
}

/** One student's submission, always submitted: 15% late, the rest on time; about half graded. */
function insertSubmission(ctx: SeedContext, assignmentId: number, userId: number, dueAt: string, roll: number, timing: number): void {
  const { insert, clock } = ctx;
  const graded = roll >= 0.5;
  const late = roll < 0.15;
  const submittedAt = clock.shift(dueAt, late ? 30 + timing * 600 : -(30 + timing * 2000));
  const score = graded ? Math.round((5 + timing * 5) * 2) / 2 : null;
  const gradedAt = graded ? clock.rel(0, -(60 + timing * 1200)) : null;
  insert('submissions', {
    assignment_id: assignmentId,
    user_id: userId,
    attempt: 1,
    body: '<p>This week I learned how memory consolidation depends on sleep.</p>',
    submission_type: 'online_text_entry',
    submitted_at: submittedAt,
    workflow_state: graded ? 'graded' : 'submitted',
    score,
    grade: score === null ? null : String(score),
    excused: 0,
    graded_at: gradedAt,
    grader_id: graded ? teacher : null,
    cached_due_date: dueAt,
    posted_at: gradedAt,
    created_at: clock.rel(-40),
    updated_at: gradedAt ?? submittedAt,
  });
}
