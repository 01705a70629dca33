import { DEMO_IDS } from './demo-ids';
import { seedGradebookCourse } from './gradebook-course';
import { text } from './demo-files';
import { addFolder, addRootFolder } from './file-rows';
import { seedClass } from './large-classes';
import type { SeedContext } from './seed-context';
import { insertCourse } from './seed-courses';
import { enroll } from './seed-people';

export const LARGE_COUNTS = { extraCourses: 2_000, bigCourseStudents: 3_000, bigFolderFiles: 10_000 } as const;

type LargeCounts = { -readonly [K in keyof typeof LARGE_COUNTS]: number };

/** The counts times `scale`: the page-cost bench seeds the profile at 1x and 2x to show pages do not grow with it. */
const scaledCounts = (scale: number): LargeCounts => ({
  extraCourses: Math.round(LARGE_COUNTS.extraCourses * scale),
  bigCourseStudents: Math.round(LARGE_COUNTS.bigCourseStudents * scale),
  bigFolderFiles: Math.round(LARGE_COUNTS.bigFolderFiles * scale),
});

const SUBJECTS: [string, string][] = [
  ['Anthropology', 'ANTH'], ['Art History', 'ARTH'], ['Biochemistry', 'BCHM'], ['Business', 'BUS'],
  ['Chemistry', 'CHEM'], ['Computer Science', 'CS'], ['Economics', 'ECON'], ['Education', 'EDUC'],
  ['Engineering', 'ENGR'], ['English', 'ENGL'], ['Geography', 'GEOG'], ['History', 'HIST'],
  ['Linguistics', 'LING'], ['Mathematics', 'MATH'], ['Music', 'MUS'], ['Nursing', 'NURS'],
  ['Philosophy', 'PHIL'], ['Physics', 'PHYS'], ['Political Science', 'POLS'], ['Psychology', 'PSYC'],
  ['Sociology', 'SOC'], ['Spanish', 'SPAN'], ['Theatre', 'THEA'], ['Statistics', 'STAT'],
];

const { admin, teacher } = DEMO_IDS.users;

/** Names the benches look things up by (bench/grading.ts, bench/files.ts). */
export const LARGE_NAMES = {
  bigCourse: 'Psychology 100 (Large Lecture)',
  bigAssignment: 'Weekly Reflection 1',
  seminar: 'Psychology 490 (Seminar)',
  seminarAssignment: 'Seminar Reflection 1',
  /** The big course's folder of 10,000 files (bench/files.ts lists and scrolls it). */
  bigFolder: 'Scanned Handouts',
} as const;

/**
 * Volume for benchmarks on top of the demo profile: 2,000 extra courses taught by demo-admin, a 3,000-student
 * course whose assignment every student submitted, the same assignment in a 10-student seminar (the bench's
 * small-class baseline), a folder of 10,000 files sharing one blob, and the lecture's students again in a
 * 50-assignment course for the gradebook (gradebook-course.ts).
 */
export function seedLargeProfile(ctx: SeedContext, scale = 1): void {
  const counts = scaledCounts(scale);
  seedManyCourses(ctx, counts.extraCourses);
  const bigCourse = seedClass(ctx, {
    name: LARGE_NAMES.bigCourse, code: 'PSYC 100', sections: 10, students: counts.bigCourseStudents,
    assignment: LARGE_NAMES.bigAssignment,
  });
  seedBigFolder(ctx, bigCourse, counts.bigFolderFiles);
  seedClass(ctx, { name: LARGE_NAMES.seminar, code: 'PSYC 490', sections: 1, students: 10, assignment: LARGE_NAMES.seminarAssignment });
  // Last, so every id and PRNG draw above stays what it was without it.
  seedGradebookCourse(ctx, bigCourse);
}

function seedManyCourses(ctx: SeedContext, count: number): void {
  const { rng, insert, clock } = ctx;
  for (let i = 0; i < count; i++) {
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

/** 10,000 file rows in one folder; they all point at one small blob, so the bytes are written once. */
function seedBigFolder(ctx: SeedContext, courseId: number, count: number): void {
  const { rng, insert, clock } = ctx;
  const createdAt = clock.rel(-40);
  const root = addRootFolder(ctx, 'Course', courseId, 'course files', createdAt);
  const folder = addFolder(ctx, root, LARGE_NAMES.bigFolder, 1, createdAt);
  const blob = ctx.blobs.put(text('Scanned handout placeholder.\n'));
  for (let i = 1; i <= count; i++) {
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
