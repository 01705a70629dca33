import { DEMO_IDS } from './demo-ids';
import type { SeedContext } from './seed-context';
import { createUser, enroll, recordLogins, type EnrollmentSpec } from './seed-people';
import type { Roster } from './seed-roster';

type State = NonNullable<EnrollmentSpec['state']>;

type Plan = {
  courseId: number;
  section: string;
  /** Enrollment state of staff, and of students unless studentState says otherwise. */
  state: State;
  studentCount: number;
  createdDaysAgo: number;
  studentState: State;
  teacher: number;
  ta?: number;
  withDemoStudent: boolean;
};

const c = DEMO_IDS.courses;
const u = DEMO_IDS.users;

const plan = (
  courseId: number,
  section: string,
  state: State,
  studentCount: number,
  createdDaysAgo: number,
  extra: Partial<Plan> = {},
): Plan => ({
  courseId,
  section,
  state,
  studentCount,
  createdDaysAgo,
  studentState: state,
  teacher: u.teacher,
  withDemoStudent: false,
  ...extra,
});

// Enrollment states follow the course: concluded courses have completed enrollments, deleted ones deleted,
// and students added to an unpublished course wait in creation_pending.
const PLANS: Plan[] = [
  plan(c.chemistry, 'Chemistry 210', 'active', 6, 18, { studentState: 'creation_pending' }),
  plan(c.physics, 'Physics 150', 'completed', 9, 220, { withDemoStudent: true }),
  plan(c.astronomy, 'Astronomy 300', 'active', 5, 8),
  plan(c.ecology, 'Ecology 220', 'active', 10, 60, { teacher: u.ecologyTeacher, ta: u.teacher }),
  plan(c.statistics, 'Statistics 200', 'active', 10, 62, { withDemoStudent: true }),
  plan(c.geology, 'Geology 110', 'deleted', 4, 45),
];

/** Sections and enrollments of the six non-main courses: a mix of Biology students and 20 new people. */
export function seedOtherCourses(ctx: SeedContext, roster: Roster): void {
  const { insert, clock, rng } = ctx;
  const newcomers: number[] = [];
  for (let i = 0; i < 20; i++) {
    const id = createUser(ctx, { person: roster.nextPerson(), createdDaysAgo: 200, sisUserId: `S${100200 + i}` });
    recordLogins(ctx, id, rng.int(0, 3), 30);
    newcomers.push(id);
  }
  const pool = [...roster.students.slice(1), ...newcomers];
  for (const plan of PLANS) {
    const createdAt = clock.rel(-plan.createdDaysAgo);
    const section = { course_id: plan.courseId, name: plan.section, created_at: createdAt };
    const base = { courseId: plan.courseId, sectionId: insert('course_sections', section), createdAt };
    const staffActivity = plan.state === 'active' ? clock.rel(-1) : null;
    const staff = { ...base, state: plan.state, lastActivityAt: staffActivity };
    enroll(ctx, { ...staff, userId: plan.teacher, type: 'TeacherEnrollment' });
    if (plan.ta !== undefined) {
      enroll(ctx, { ...staff, userId: plan.ta, type: 'TaEnrollment' });
    }
    const students = rng.shuffle(pool).slice(0, plan.studentCount - (plan.withDemoStudent ? 1 : 0));
    if (plan.withDemoStudent) students.unshift(u.student);
    for (const userId of students) {
      // Draw first so the PRNG sequence is the same for every course; the future course has no activity yet.
      const recent = rng.chance(0.8) ? clock.rel(-rng.next() * 10) : null;
      const started = plan.studentState === 'active' && plan.courseId !== c.astronomy;
      const lastActivityAt = started ? recent : null;
      enroll(ctx, { ...base, userId, type: 'StudentEnrollment', state: plan.studentState, lastActivityAt });
    }
  }
}
