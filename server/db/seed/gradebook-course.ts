import type { GradingType } from './assignment-specs';
import { DEMO_IDS } from './demo-ids';
import { formatGrade, plausibleScore } from './grading';
import type { SeedContext } from './seed-context';
import { insertCourse } from './seed-courses';
import { enroll } from './seed-people';

/** The gradebook bench's course: every student of the large lecture, 50 assignments in 5 weighted groups. */
export const GRADEBOOK_COURSE = { name: 'Psychology 101 (Gradebook)', code: 'PSYC 101', students: 3_000, assignments: 50 } as const;

type GroupSpec = {
  name: string;
  weight: number;
  count: number;
  points: number;
  /** The name of the i-th assignment (from 1). */
  title: (i: number) => string;
  type: (i: number) => GradingType;
  /** Exams are written in the lecture hall: graded without a submission, never missing. */
  onPaper?: boolean;
  /** Days from today each assignment is due: spread over the term, the last few still ahead. */
  dueDays: (i: number) => number;
  /** Assignment numbers whose grades the teacher holds back (post_manually, graded but not posted). */
  heldBack?: number[];
  rules: (ids: number[]) => Record<string, number | number[]>;
};

/** Evenly over a term that began 70 days ago and ends in 20. */
const spread = (count: number) => (i: number) => Math.round(-70 + (90 * (i - 0.5)) / count);

// 15 + 12 + 10 + 10 + 3 = 50 assignments; the weights add up to 100 %.
const GROUPS: GroupSpec[] = [
  { name: 'Reading Quizzes', weight: 15, count: 15, points: 10, title: (i) => `Reading Quiz ${i}`, type: () => 'points', dueDays: spread(15), rules: () => ({ drop_lowest: 2 }) },
  { name: 'Reflection Journals', weight: 10, count: 12, points: 5, title: (i) => `Reflection Journal ${i}`, type: () => 'pass_fail', dueDays: spread(12), rules: () => ({}) },
  {
    name: 'Lab Reports', weight: 25, count: 10, points: 25, title: (i) => `Lab Report ${i}`,
    type: (i) => (i % 4 === 0 ? 'letter_grade' : 'points'), dueDays: spread(10), heldBack: [8],
    // The first report teaches the format: it always counts.
    rules: (ids) => ({ drop_lowest: 1, never_drop: ids.slice(0, 1) }),
  },
  { name: 'Problem Sets', weight: 20, count: 10, points: 20, title: (i) => `Problem Set ${i}`, type: (i) => (i === 5 ? 'percent' : 'points'), dueDays: spread(10), rules: () => ({ drop_highest: 1, drop_lowest: 1 }) },
  {
    name: 'Exams', weight: 30, count: 3, points: 100, title: (i) => ['Midterm 1', 'Midterm 2', 'Final Exam'][i - 1] ?? `Exam ${i}`,
    type: () => 'points', onPaper: true, dueDays: (i) => [-45, -6, 18][i - 1] ?? 0, heldBack: [2], rules: () => ({}),
  },
];

type Seeded = { id: number; group: GroupSpec; number: number; due: string; dueDays: number; type: GradingType; heldBack: boolean };

/**
 * A course for the gradebook bench (bench/gradebook.ts), taught by demo-teacher (demo-ta assists): the first
 * 3,000 students of `lectureId` in 10 sections, 50 assignments in 5 weighted groups with drop rules, and a
 * submission row per student and assignment in every state a gradebook shows: graded, waiting to be graded,
 * excused, late, missing, not yet due, and graded but held back. A new course, so the figures that read the
 * lecture (its roster, due dates and submissions) measure what they measured before. Returns the course id.
 */
export function seedGradebookCourse(ctx: SeedContext, lectureId: number): number {
  const createdAt = ctx.clock.rel(-75);
  const courseId = insertCourse(ctx, {
    id: 0, name: GRADEBOOK_COURSE.name, code: GRADEBOOK_COURSE.code, accountId: DEMO_IDS.accounts.root, termId: DEMO_IDS.terms.current,
    state: 'available', startAt: null, concludeAt: null, createdDaysAgo: 75, extra: { group_weighting_scheme: 'percent' },
  });
  const sections = Array.from({ length: 10 }, (_, i) =>
    ctx.insert('course_sections', { course_id: courseId, name: `Lab Section ${String(i + 1).padStart(2, '0')}`, created_at: createdAt }));
  for (const [userId, type] of [[DEMO_IDS.users.teacher, 'TeacherEnrollment'], [DEMO_IDS.users.ta, 'TaEnrollment']] as const) {
    enroll(ctx, { userId, courseId, sectionId: sections[0] ?? 0, type, createdAt });
  }
  const students = ctx.db
    .prepare<[number, number], number>(`SELECT user_id FROM enrollments WHERE course_id = ? AND type = 'StudentEnrollment' ORDER BY id LIMIT ?`)
    .pluck()
    .all(lectureId, GRADEBOOK_COURSE.students);
  students.forEach((userId, i) => enroll(ctx, { userId, courseId, sectionId: sections[i % sections.length] ?? 0, type: 'StudentEnrollment', createdAt }));
  const assignments = seedAssignments(ctx, courseId, createdAt);
  seedSubmissions(ctx, students, assignments);
  return courseId;
}

function seedAssignments(ctx: SeedContext, courseId: number, createdAt: string): Seeded[] {
  const seeded: Seeded[] = [];
  let position = 0;
  GROUPS.forEach((group, g) => {
    const groupId = ctx.insert('assignment_groups', {
      course_id: courseId, name: group.name, position: g + 1, group_weight: group.weight, created_at: createdAt, updated_at: createdAt,
    });
    const ids: number[] = [];
    for (let number = 1; number <= group.count; number++) {
      const dueDays = group.dueDays(number);
      const due = ctx.clock.due(dueDays);
      const type = group.type(number);
      const heldBack = group.heldBack?.includes(number) ?? false;
      const id = ctx.insert('assignments', {
        course_id: courseId, assignment_group_id: groupId, name: group.title(number), position: ++position,
        points_possible: group.points, grading_type: type, submission_types: group.onPaper ? '["on_paper"]' : '["online_text_entry"]',
        due_at: due, workflow_state: 'published', post_manually: heldBack ? 1 : 0, created_at: createdAt, updated_at: createdAt,
      });
      ids.push(id);
      seeded.push({ id, group, number, due, dueDays, type, heldBack });
    }
    ctx.db.prepare('UPDATE assignment_groups SET rules = ? WHERE id = ?').run(JSON.stringify(group.rules(ids)), groupId);
  });
  return seeded;
}

type Outcome = 'unsubmitted' | 'missing' | 'excused' | 'late' | 'on_time';

/** What became of one student's work on one assignment. */
function outcomeOf(assignment: Seeded, roll: number): Outcome {
  if (assignment.dueDays > 0) return roll < 0.1 && !assignment.group.onPaper ? 'on_time' : 'unsubmitted';
  if (roll < 0.02) return 'excused';
  if (assignment.group.onPaper) return roll < 0.04 ? 'unsubmitted' : 'on_time';
  if (roll < 0.07) return 'missing';
  return roll < 0.17 ? 'late' : 'on_time';
}

/** Older work is graded; the last week's is half way through grading; nothing not yet due is graded. */
const gradedShare = (dueDays: number) => (dueDays > 0 ? 0 : dueDays > -7 ? 0.5 : 0.97);

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const ANONYMOUS_IDS = 58 ** 5;
// Coprime with 58^5 (odd, not a multiple of 29): student i's id is a bijection of i, so ids never repeat.
const ANONYMOUS_STRIDE = 387_420_489;

/**
 * Five base58 characters, as the insert trigger draws them (migration 015), but unique by construction: the
 * trigger checks each draw against the assignment's rows, which at 150,000 rows made the seed 30 times slower.
 */
function anonymousId(student: number, assignmentId: number): string {
  let n = (student * ANONYMOUS_STRIDE + assignmentId * 7_919) % ANONYMOUS_IDS;
  let id = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / 58)) id += BASE58[n % 58] ?? '1';
  return id;
}

const SUBMISSION_COLUMNS = [
  'anonymous_id', 'assignment_id', 'user_id', 'attempt', 'body', 'submission_type', 'submitted_at', 'workflow_state', 'score', 'grade', 'excused',
  'graded_at', 'grader_id', 'late_policy_status', 'cached_due_date', 'posted_at', 'created_at', 'updated_at',
] as const;

type Rolls = { ability: number; roll: number; timing: number; quality: number };

/** One submission row's values in SUBMISSION_COLUMNS' order. */
function submissionValues(ctx: SeedContext, assignment: Seeded, student: { index: number; userId: number }, createdAt: string, { ability, roll, timing, quality }: Rolls): unknown[] {
  const { clock } = ctx;
  const outcome = outcomeOf(assignment, roll);
  // On paper, "on time" means the student sat the exam: gradable, with nothing handed in online.
  const handedIn = outcome === 'late' || outcome === 'on_time';
  const submittedAt = handedIn && !assignment.group.onPaper
    ? clock.shift(assignment.due, outcome === 'late' ? 20 + timing * 2_000 : -(30 + timing * 3_000))
    : null;
  const graded = handedIn && timing < gradedShare(assignment.dueDays);
  const score = graded ? plausibleScore(assignment.type, assignment.group.points, 0.6 * ability + 0.4 * quality, quality) : null;
  const gradedAt = graded || outcome === 'excused' ? clock.shift(assignment.due, 1_440 + timing * 4_000) : null;
  return [
    anonymousId(student.index, assignment.id), assignment.id, student.userId, submittedAt ? 1 : null, submittedAt ? '<p>My answer, with the reading in mind.</p>' : null,
    submittedAt ? 'online_text_entry' : null, submittedAt, gradedAt ? 'graded' : submittedAt ? 'submitted' : 'unsubmitted',
    score, score === null ? null : formatGrade(assignment.type, score, assignment.group.points), outcome === 'excused' ? 1 : 0,
    gradedAt, gradedAt ? DEMO_IDS.users.teacher : null,
    // A third of the missing work carries the teacher's explicit status; the rest is missing by its due date alone.
    outcome === 'missing' && timing < 0.33 ? 'missing' : null, assignment.due,
    // Held-back grades stay unposted; everything else is posted as it is graded (automatic posting).
    assignment.heldBack ? null : gradedAt,
    createdAt, gradedAt ?? submittedAt ?? createdAt,
  ];
}

/**
 * 150,000 rows through one positional statement, each with its anonymous id: the seed's time is part of the
 * bench's start-up, and the trigger's draws or naming every column per row would multiply it.
 */
function seedSubmissions(ctx: SeedContext, students: number[], assignments: Seeded[]): void {
  const { rng } = ctx;
  const insert = ctx.db.prepare(`INSERT INTO submissions (${SUBMISSION_COLUMNS.join(', ')}) VALUES (${SUBMISSION_COLUMNS.map(() => '?').join(', ')})`);
  const createdAt = ctx.clock.rel(-75);
  // One draw per student makes their scores hang together, so course totals spread as a real class's do.
  const abilities = students.map(() => rng.next());
  for (const assignment of assignments) {
    students.forEach((userId, index) => {
      const rolls = { ability: abilities[index] ?? 0, roll: rng.next(), timing: rng.next(), quality: rng.next() };
      insert.run(submissionValues(ctx, assignment, { index, userId }, createdAt, rolls));
    });
  }
}
