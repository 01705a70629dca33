import { DEMO_IDS } from './demo-ids';
import { createNameGenerator, type Person } from './names';
import type { SeedContext } from './seed-context';
import { createUser, enroll, recordLogins, type EnrollmentSpec } from './seed-people';

export type Roster = {
  /** The 40 active students of Biology 101, demo-student first. */
  students: number[];
  sectionOf: Map<number, number>;
  groupOf: Map<number, number>;
  /** Draws further people whose names do not clash with anyone seeded so far. */
  nextPerson: () => Person;
};

const SECTION_NAMES = ['Section 1 (MWF 9am)', 'Section 2 (TTh 11am)', 'Section 3 (Online)'];
const PRONOUNS = ['she/her', 'he/him', 'they/them'];
const FIXED_NAMES = ['Leila Haddad', 'Omar Haddad', 'Ada Okafor', 'Rafael Mendoza', 'Priya Raman', 'Tomás Alvarez'];
const BIOLOGY_STUDENT_COUNT = 40;

const { teacher, ta, student, observer } = DEMO_IDS.users;
const course = DEMO_IDS.courses.biology;

/** Biology 101's sections, staff, 40 active students (plus invited and completed ones), sign-ins and lab groups. */
export function seedBiologyRoster(ctx: SeedContext): Roster {
  const { insert, clock, rng } = ctx;
  const createdAt = clock.rel(-50);
  const sections = DEMO_IDS.biology.sections;
  const [section1, section2, section3] = sections;
  SECTION_NAMES.forEach((name, i) =>
    insert('course_sections', {
      id: sections[i] ?? 0,
      course_id: course,
      name,
      sis_section_id: `BIO-101-0${i + 1}`,
      created_at: createdAt,
    }),
  );
  const enrollHere = (spec: Omit<EnrollmentSpec, 'courseId' | 'createdAt'> & { createdAt?: string }) =>
    enroll(ctx, { courseId: course, createdAt, ...spec });
  enrollHere({
    userId: teacher,
    sectionId: section1,
    type: 'TeacherEnrollment',
    lastActivityAt: clock.rel(0, -45),
    totalActivityTime: 184_320,
  });
  enrollHere({
    userId: ta,
    sectionId: section1,
    type: 'TaEnrollment',
    lastActivityAt: clock.rel(-1, -30),
    totalActivityTime: 91_800,
  });

  const names = createNameGenerator(rng, FIXED_NAMES);
  const students: number[] = [student];
  for (let i = 1; i < BIOLOGY_STUDENT_COUNT; i++) {
    const pronouns = rng.chance(0.3) ? rng.pick(PRONOUNS) : null;
    const sisUserId = `S${100100 + i}`;
    const timeZone = 'America/Denver';
    students.push(createUser(ctx, { person: names(), createdDaysAgo: 60, pronouns, sisUserId, timeZone }));
  }

  const sectionOf = new Map<number, number>();
  students.forEach((userId, i) => {
    const sectionId = sections[i % sections.length] ?? section1;
    sectionOf.set(userId, sectionId);
    // About one in seven never signed in, which gives recent_students a "never" tail.
    const signedIn = userId === student || rng.next() > 0.14;
    const lastLogin = signedIn ? recordLogins(ctx, userId, rng.int(1, 6), 21) : null;
    const lastActivityAt = lastLogin === null ? null : clock.shift(lastLogin, rng.int(5, 90));
    const totalActivityTime = lastLogin === null ? 0 : rng.int(1_800, 60_000);
    enrollHere({ userId, sectionId, type: 'StudentEnrollment', lastActivityAt, totalActivityTime });
  });

  // Realism: pending invitations and a student who finished early are not "active students".
  [section2, section3].forEach((sectionId) => {
    const userId = createUser(ctx, { person: names(), createdDaysAgo: 3, workflowState: 'pre_registered' });
    enrollHere({ userId, sectionId, type: 'StudentEnrollment', state: 'invited', createdAt: clock.rel(-3) });
  });
  const finished = createUser(ctx, { person: names(), createdDaysAgo: 60 });
  enrollHere({
    userId: finished,
    sectionId: section2,
    type: 'StudentEnrollment',
    state: 'completed',
    lastActivityAt: clock.rel(-30),
  });
  enrollHere({
    userId: observer,
    sectionId: section1,
    type: 'ObserverEnrollment',
    associatedUserId: student,
    lastActivityAt: clock.rel(-4),
  });
  recordLogins(ctx, observer, 2, 10);

  return { students, sectionOf, groupOf: seedLabGroups(ctx, students), nextPerson: names };
}

/** Five lab groups of seven; five students are left unassigned, as happens in real courses. Returns user → group. */
function seedLabGroups(ctx: SeedContext, students: number[]): Map<number, number> {
  const { insert, clock, rng } = ctx;
  const createdAt = clock.rel(-48);
  const categoryId = DEMO_IDS.biology.labGroupCategory;
  insert('group_categories', { id: categoryId, course_id: course, name: 'Lab Groups', created_at: createdAt });
  // demo-student stays first, so she is always in Lab Group 1.
  const [first = student, ...rest] = students;
  const order = [first, ...rng.shuffle(rest)];
  const groupOf = new Map<number, number>();
  DEMO_IDS.biology.labGroups.forEach((groupId, g) => {
    insert('groups', {
      id: groupId,
      group_category_id: categoryId,
      course_id: course,
      name: `Lab Group ${g + 1}`,
      description: `Bench ${g + 1} in Science Hall 204`,
      max_membership: 8,
      created_at: createdAt,
    });
    for (const userId of order.slice(g * 7, g * 7 + 7)) {
      groupOf.set(userId, groupId);
      insert('group_memberships', { group_id: groupId, user_id: userId });
    }
  });
  return groupOf;
}
