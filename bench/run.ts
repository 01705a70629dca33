import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app';
import type { Db } from '../server/canvas/context';
import { openDatabase } from '../server/db/open';
import { GRADEBOOK_COURSE } from '../server/db/seed/gradebook-course';
import { LARGE_NAMES } from '../server/db/seed/large-profile';
import { seedLarge } from '../server/db/seed/seed';
import { measureApi } from './api-latency';
import { prepareThroughput } from './api-throughput';
import { assertMeasured, report, type Result } from './budget';
import { measureCores } from './cores';
import { selectFigures } from './figure-selection';
import { measureDownloadAll } from './download-all';
import { bigFolder, measureFileList } from './files';
import type { GradingTarget } from './grading';
import { RUBRIC_CRITERIA } from './grading-rubric';
import { attachRubric, criteriaOfSize } from '../server/db/seed/seed-rubrics';
import { measurePageCost } from './page-cost';
import { measureServed } from './served';
import { measureProxy } from './proxy';
import { measureStartUp } from './start-up';
import { measureTestingCanvas } from './testing-canvas';
import { buildServer } from '../scripts/build-server.mjs';

// In-process requests have no socket; the bench stands in for a client on this machine, where demo tokens work.
const LOCAL_CLIENT = { clientAddress: () => '127.0.0.1' };

/** The seeded assignment named `assignment` in the course named `course`, for the grading figures. */
function gradingTarget(db: Db, label: string, course: string, assignment: string): GradingTarget {
  const row = db
    .prepare<[string, string], { courseId: number; assignmentId: number }>(
      'SELECT c.id AS courseId, a.id AS assignmentId FROM assignments a JOIN courses c ON c.id = a.course_id WHERE c.name = ? AND a.name = ?',
    )
    .get(course, assignment);
  if (!row) throw new Error(`the large profile has no "${assignment}" in "${course}"`);
  return { label, ...row };
}

/**
 * Shows or hides a 10-criterion rubric graded with on the target's assignment, written while the server runs
 * (SQLite lets a second connection write): attached on the first call, then its association made active or
 * deleted, with the assignment's points as each state has them.
 */
function rubricSwitch(file: string, target: GradingTarget): (shown: boolean) => void {
  let attached: ReturnType<typeof attachBenchRubric> | undefined;
  return (shown) => {
    const db = openDatabase(file);
    try {
      attached ??= attachBenchRubric(db, target);
      db.prepare('UPDATE rubric_associations SET workflow_state = ? WHERE id = ?').run(shown ? 'active' : 'deleted', attached.associationId);
      db.prepare('UPDATE assignments SET points_possible = ? WHERE id = ?').run(shown ? attached.pointsWith : attached.pointsWithout, target.assignmentId);
    } finally {
      db.close();
    }
  };
}

function attachBenchRubric(db: Db, target: GradingTarget) {
  const teacher = db
    .prepare<[number], { id: number }>(`SELECT user_id AS id FROM enrollments WHERE course_id = ? AND type = 'TeacherEnrollment' AND workflow_state = 'active' LIMIT 1`)
    .get(target.courseId);
  if (!teacher) throw new Error('the 3,000-student course has no teacher');
  const before = db.prepare<[number], { points: number | null }>('SELECT points_possible AS points FROM assignments WHERE id = ?').get(target.assignmentId);
  const criteria = criteriaOfSize(RUBRIC_CRITERIA);
  const { associationId, pointsPossible } = attachRubric(db, { courseId: target.courseId, assignmentId: target.assignmentId, userId: teacher.id, title: 'Bench rubric', criteria, now: new Date().toISOString() });
  return { associationId, pointsWith: pointsPossible, pointsWithout: before?.points ?? null };
}

/**
 * `npm run bench`: performance budgets on the large profile. API latency and the 10,000-file list are measured in
 * process; the API's throughput, and in Chromium the first visit, the first rows, scrolling long lists, the grading
 * view and the file browser, from the real server serving the built app. `-- --only a,b` runs some groups of
 * figures (bench/figure-selection.ts). Fails when a budget is exceeded or a figure measured nothing.
 */
async function main(): Promise<void> {
  const want = selectFigures(process.argv.slice(2));
  // Every figure here is a time on a machine others may be using: say how busy it was.
  console.log(`${availableParallelism()} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}; figures: ${[...want].join(', ')}`);
  // The server reads DATA_DIR/lectern.sqlite, so the browser figures reuse the seeded database.
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-bench-'));
  const results: Result[] = [];
  // Every server the bench starts is the compiled one `npm run serve` runs, built from these sources.
  await buildServer();
  try {
    // Needs no data: first, so it never waits for the seed.
    if (want.has('proxy')) results.push(...(await measureProxy(dataDir)));
    const db = openDatabase(join(dataDir, 'lectern.sqlite'));
    const seedStart = performance.now();
    seedLarge(db, { dataDir });
    const courses = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM courses').get()?.n ?? 0;
    assertMeasured('courses seeded', courses, 2000);
    results.push({ name: `seed large profile (${courses} courses)`, value: (performance.now() - seedStart) / 1000, budget: 60, unit: 's' });

    const largeCourse = db.prepare<[string], { id: number }>('SELECT id FROM courses WHERE name = ?').get(LARGE_NAMES.bigCourse)?.id;
    if (largeCourse === undefined) throw new Error('the large profile has no 3,000-student course');
    const gradebookCourse = db.prepare<[string], { id: number }>('SELECT id FROM courses WHERE name = ?').get(GRADEBOOK_COURSE.name)?.id;
    if (gradebookCourse === undefined) throw new Error('the large profile has no gradebook course');
    const gradebook = { courseId: gradebookCourse, students: GRADEBOOK_COURSE.students, assignments: GRADEBOOK_COURSE.assignments };
    const targets = [
      gradingTarget(db, '3,000 students', LARGE_NAMES.bigCourse, LARGE_NAMES.bigAssignment),
      gradingTarget(db, '10 students', LARGE_NAMES.seminar, LARGE_NAMES.seminarAssignment),
    ];
    const app = createApp({ db, dataDir, network: LOCAL_CLIENT });
    if (want.has('api-latency')) results.push(...(await measureApi(app, largeCourse)));
    if (want.has('file-list')) results.push(...(await measureFileList(app, db)));
    if (want.has('page-cost')) results.push(...(await measurePageCost({ app, db })));
    const filesCourseId = bigFolder(db).courseId;
    const throughput = prepareThroughput(db, largeCourse);
    if (want.has('api-throughput')) console.log(`The throughput figures sign in as the teacher of ${throughput.courses} courses`);
    db.close();

    if (want.has('cores')) results.push(...(await measureCores(dataDir)));
    const big = targets[0];
    const showRubric = big ? rubricSwitch(join(dataDir, 'lectern.sqlite'), big) : () => {};
    results.push(...(await measureServed(dataDir, want, { grading: targets, filesCourseId, bigCourseId: largeCourse, gradebook, throughput, showRubric })));
    // Last: it gives the 3,000 submissions files, which the grading figures above must not see.
    if (want.has('start-up')) results.push(...(await measureStartUp(dataDir)));
    // Before download-all's submission files: the large reset copies this data dir.
    if (want.has('testing')) results.push(...(await measureTestingCanvas(dataDir)));
    if (want.has('download-all') && targets[0]) results.push(...(await measureDownloadAll(dataDir, targets[0])));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`load average at the end ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
  const over = report(results);
  console.log(over ? `${over} budget(s) exceeded` : 'All budgets met');
  process.exitCode = over ? 1 : 0;
}

try {
  await main();
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
