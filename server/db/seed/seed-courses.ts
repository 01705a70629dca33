import { DEMO_IDS } from './demo-ids';
import type { Row, SeedContext } from './seed-context';
import type { Terms } from './seed-accounts';

const syllabus = `<h2>Welcome to Biology 101</h2>
<p>This course introduces the chemistry of life, cell structure and function, genetics, evolution and ecology.
Lectures meet three times a week; labs meet weekly in Science Hall 204.</p>
<h3>Grading</h3>
<ul>
  <li>Homework: 30%</li>
  <li>Labs: 30%</li>
  <li>Exams: 40%</li>
</ul>
<h3>Office hours</h3>
<p>Dr. Mendoza: Tuesdays 2–4pm, Science Hall 310. Priya Raman (TA): Thursdays 10am–noon, online.</p>
<p>Late work loses 10% per day unless you have an extension.
Email me <em>before</em> the due date if you need one.</p>`;

type CourseSpec = {
  id: number;
  name: string;
  code: string;
  accountId: number;
  termId: number;
  state: 'created' | 'claimed' | 'available' | 'completed' | 'deleted';
  startAt: string | null;
  concludeAt: string | null;
  createdDaysAgo: number;
  extra?: Row;
};

export function insertCourse(ctx: SeedContext, spec: CourseSpec): number {
  const createdAt = ctx.clock.rel(-spec.createdDaysAgo);
  return ctx.insert('courses', {
    ...(spec.id > 0 ? { id: spec.id } : {}),
    account_id: spec.accountId,
    root_account_id: DEMO_IDS.accounts.root,
    enrollment_term_id: spec.termId,
    name: spec.name,
    course_code: spec.code,
    uuid: ctx.rng.alnum(40),
    workflow_state: spec.state,
    start_at: spec.startAt,
    conclude_at: spec.concludeAt,
    created_at: createdAt,
    updated_at: createdAt,
    ...spec.extra,
  });
}

/**
 * The seven demo courses, one per lifecycle state a user can meet. Dates are stored only where Canvas would keep
 * them: on a course whose dates override its term (Astronomy), or the end a conclusion stamped (Physics). The
 * others follow their term, so they show the term's dates and a save cannot clear a date nobody can see.
 */
export function seedCourses(ctx: SeedContext, terms: Terms): void {
  const { clock } = ctx;
  const c = DEMO_IDS.courses;
  const sci = DEMO_IDS.accounts.sciences;
  const { past, current, future } = terms;
  insertCourse(ctx, {
    id: c.biology,
    name: 'Biology 101',
    code: 'BIO 101',
    accountId: sci,
    termId: current.id,
    state: 'available',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 70,
    extra: {
      syllabus_body: syllabus,
      public_description: 'Foundations of modern biology, from molecules to ecosystems.',
      time_zone: 'America/Denver',
      default_view: 'syllabus',
      group_weighting_scheme: 'percent',
      course_format: 'blended',
      sis_course_id: 'BIO-101-01',
      updated_at: clock.rel(-2),
    },
  });
  insertCourse(ctx, {
    id: c.chemistry,
    name: 'Chemistry 210',
    code: 'CHEM 210',
    accountId: sci,
    termId: current.id,
    state: 'claimed',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 20,
  });
  insertCourse(ctx, {
    id: c.physics,
    name: 'Physics 150',
    code: 'PHYS 150',
    accountId: sci,
    termId: past.id,
    state: 'completed',
    // Concluding stamps the end (Canvas's do_complete), even on a course that follows its term.
    startAt: null,
    concludeAt: past.endAt,
    createdDaysAgo: 240,
    extra: { course_format: 'on_campus' },
  });
  insertCourse(ctx, {
    id: c.astronomy,
    name: 'Astronomy 300',
    code: 'ASTR 300',
    accountId: sci,
    termId: future.id,
    state: 'available',
    startAt: future.startAt,
    concludeAt: future.endAt,
    createdDaysAgo: 10,
    extra: { restrict_enrollments_to_course_dates: 1, course_format: 'online' },
  });
  insertCourse(ctx, {
    id: c.ecology,
    name: 'Ecology 220',
    code: 'ECOL 220',
    accountId: sci,
    termId: current.id,
    state: 'available',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 65,
  });
  insertCourse(ctx, {
    id: c.statistics,
    name: 'Statistics 200',
    code: 'STAT 200',
    accountId: DEMO_IDS.accounts.root,
    termId: current.id,
    state: 'available',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 68,
    extra: { is_public_to_auth_users: 1, public_syllabus_to_auth: 1 },
  });
  insertCourse(ctx, {
    id: c.geology,
    name: 'Geology 110',
    code: 'GEOL 110',
    accountId: sci,
    termId: current.id,
    state: 'deleted',
    startAt: null,
    concludeAt: null,
    createdDaysAgo: 50,
    extra: { deleted_at: clock.rel(-21), updated_at: clock.rel(-21) },
  });
  // Only non-defaults get rows; values are JSON.
  ctx.insert('course_settings', { course_id: c.biology, name: 'hide_distribution_graphs', value: 'true' });
  ctx.insert('course_settings', { course_id: c.biology, name: 'show_announcements_on_home_page', value: 'true' });
  ctx.insert('course_settings', { course_id: c.biology, name: 'home_page_announcement_limit', value: '3' });
}
