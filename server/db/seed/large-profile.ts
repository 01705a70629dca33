import { DEMO_IDS } from './demo-ids';
import { text } from './demo-files';
import { addFolder, addRootFolder } from './file-rows';
import { FIRST_NAMES, LAST_NAMES, emailLocalPart, person } from './names';
import type { SeedContext } from './seed-context';
import { insertCourse } from './seed-courses';
import { EMAIL_DOMAIN, createUser, enroll } from './seed-people';

export const LARGE_COUNTS = { extraCourses: 2_000, bigCourseStudents: 3_000, bigFolderFiles: 10_000 } as const;

const SUBJECTS: [string, string][] = [
  ['Anthropology', 'ANTH'], ['Art History', 'ARTH'], ['Biochemistry', 'BCHM'], ['Business', 'BUS'],
  ['Chemistry', 'CHEM'], ['Computer Science', 'CS'], ['Economics', 'ECON'], ['Education', 'EDUC'],
  ['Engineering', 'ENGR'], ['English', 'ENGL'], ['Geography', 'GEOG'], ['History', 'HIST'],
  ['Linguistics', 'LING'], ['Mathematics', 'MATH'], ['Music', 'MUS'], ['Nursing', 'NURS'],
  ['Philosophy', 'PHIL'], ['Physics', 'PHYS'], ['Political Science', 'POLS'], ['Psychology', 'PSYC'],
  ['Sociology', 'SOC'], ['Spanish', 'SPAN'], ['Theatre', 'THEA'], ['Statistics', 'STAT'],
];

const { admin, teacher, ta } = DEMO_IDS.users;

/**
 * Volume for benchmarks on top of the demo profile: 2,000 extra courses taught by demo-admin, a 3,000-student
 * course with a 3,000-submission assignment, and a folder of 10,000 files sharing one blob.
 */
export function seedLargeProfile(ctx: SeedContext): void {
  seedManyCourses(ctx);
  seedBigCourse(ctx);
}

function seedManyCourses(ctx: SeedContext): void {
  const { rng, insert, clock } = ctx;
  for (let i = 0; i < LARGE_COUNTS.extraCourses; i++) {
    const [subject, abbr] = SUBJECTS[i % SUBJECTS.length] ?? ['General Studies', 'GEN'];
    const number = 400 + Math.floor(i / SUBJECTS.length);
    const roll = rng.next();
    const state = roll < 0.82 ? 'available' : roll < 0.94 ? 'claimed' : 'completed';
    const termId = state === 'completed' ? DEMO_IDS.terms.past : DEMO_IDS.terms.current;
    const courseId = insertCourse(ctx, {
      id: 0,
      name: `${subject} ${number}`,
      code: `${abbr} ${number}`,
      accountId: i % 3 === 0 ? DEMO_IDS.accounts.root : DEMO_IDS.accounts.sciences,
      termId,
      state,
      startAt: null,
      concludeAt: null,
      createdDaysAgo: 30 + (i % 90),
    });
    const createdAt = clock.rel(-30);
    const section = { course_id: courseId, name: `${subject} ${number}`, created_at: createdAt };
    const sectionId = insert('course_sections', section);
    const enrollmentState = state === 'completed' ? 'completed' : 'active';
    enroll(ctx, { userId: admin, courseId, sectionId, type: 'TeacherEnrollment', state: enrollmentState, createdAt });
  }
}

/** A 3,000-student lecture with one assignment that every student has a submission for. */
function seedBigCourse(ctx: SeedContext): void {
  const { rng, insert, clock } = ctx;
  const createdAt = clock.rel(-40);
  const courseId = insertCourse(ctx, {
    id: 0,
    name: 'Psychology 100 (Large Lecture)',
    code: 'PSYC 100',
    accountId: DEMO_IDS.accounts.root,
    termId: DEMO_IDS.terms.current,
    state: 'available',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 40,
  });
  const sections = Array.from({ length: 10 }, (_, i) => {
    const name = `Lecture Section ${String(i + 1).padStart(2, '0')}`;
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
    name: 'Weekly Reflection 1',
    description: '<p>Write a short reflection on this week’s reading.</p>',
    position: 1,
    points_possible: 10,
    submission_types: '["online_text_entry"]',
    due_at: dueAt,
    workflow_state: 'published',
    created_at: createdAt,
    updated_at: createdAt,
  });

  for (let i = 0; i < LARGE_COUNTS.bigCourseStudents; i++) {
    const p = person(rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES));
    // Generated names repeat at this scale, so the running number keeps login ids unique.
    const email = `${emailLocalPart(p)}.${i + 1}@${EMAIL_DOMAIN}`;
    const userId = createUser(ctx, { person: p, email, createdDaysAgo: 45 });
    const sectionId = sections[i % sections.length] ?? firstSection;
    enroll(ctx, { userId, courseId, sectionId, type: 'StudentEnrollment', createdAt });
    insertSubmission(ctx, assignmentId, userId, dueAt, rng.next(), rng.next());
  }
  seedBigFolder(ctx, courseId);
}

/** 10,000 file rows in one folder; they all point at one small blob, so the bytes are written once. */
function seedBigFolder(ctx: SeedContext, courseId: number): void {
  const { rng, insert, clock } = ctx;
  const createdAt = clock.rel(-40);
  const root = addRootFolder(ctx, 'Course', courseId, 'course files', createdAt);
  const folder = addFolder(ctx, root, 'Scanned Handouts', 1, createdAt);
  const blob = ctx.blobs.put(text('Scanned handout placeholder.\n'));
  for (let i = 1; i <= LARGE_COUNTS.bigFolderFiles; i++) {
    const name = `handout-${String(i).padStart(5, '0')}.txt`;
    const at = clock.rel(-30, i);
    insert('attachments', {
      context_type: 'Course',
      context_id: courseId,
      folder_id: folder.id,
      user_id: teacher,
      display_name: name,
      filename: name,
      content_type: 'text/plain',
      size: blob.size,
      storage_key: blob.storageKey,
      md5: blob.md5,
      uuid: rng.alnum(40),
      created_at: at,
      updated_at: at,
      modified_at: at,
    });
  }
}

/** One student's submission: 10% unsubmitted, 10% late, the rest on time; just over half graded. */
function insertSubmission(
  ctx: SeedContext,
  assignmentId: number,
  userId: number,
  dueAt: string,
  roll: number,
  timing: number,
): void {
  const { insert, clock } = ctx;
  const submitted = roll >= 0.1;
  const graded = roll >= 0.45;
  const submittedAt = submitted ? clock.shift(dueAt, roll < 0.2 ? 30 + timing * 600 : -(30 + timing * 2000)) : null;
  const score = graded ? Math.round((5 + timing * 5) * 2) / 2 : null;
  const gradedAt = graded ? clock.rel(0, -(60 + timing * 1200)) : null;
  insert('submissions', {
    assignment_id: assignmentId,
    user_id: userId,
    attempt: submitted ? 1 : null,
    body: submitted ? '<p>This week I learned how memory consolidation depends on sleep.</p>' : null,
    submission_type: submitted ? 'online_text_entry' : null,
    submitted_at: submittedAt,
    workflow_state: graded ? 'graded' : submitted ? 'submitted' : 'unsubmitted',
    score,
    grade: score === null ? null : String(score),
    excused: 0,
    graded_at: gradedAt,
    grader_id: graded ? teacher : null,
    cached_due_date: dueAt,
    posted_at: gradedAt,
    created_at: clock.rel(-40),
    updated_at: gradedAt ?? submittedAt ?? clock.rel(-40),
  });
}
