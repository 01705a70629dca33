import { syncSubmissionRows } from '../../resources/assignments/submission-rows';
import { DEMO_IDS } from './demo-ids';
import { seedAccountsAndTerms, seedDemoUsers } from './seed-accounts';
import { seedActivity } from './seed-activity';
import { seedAssignments } from './seed-assignments';
import type { SeedContext } from './seed-context';
import { seedCourses } from './seed-courses';
import { seedFiles } from './seed-files';
import { seedOtherCourses } from './seed-other-courses';
import { seedRubrics } from './seed-rubrics';
import { seedBiologyRoster } from './seed-roster';
import { seedSubmissions } from './seed-submissions';

/** Writes the whole demo profile; the order of calls fixes every id, so keep it stable. */
export function seedDemoProfile(ctx: SeedContext): void {
  const terms = seedAccountsAndTerms(ctx);
  seedDemoUsers(ctx);
  seedCourses(ctx, terms);
  const roster = seedBiologyRoster(ctx);
  seedOtherCourses(ctx, roster);
  const assignments = seedAssignments(ctx, roster);
  seedSubmissions(ctx, roster, assignments);
  seedFiles(ctx);
  seedActivity(ctx, roster);
  // The plans above write the work of active students; the lifecycle gives every other assignee (invited,
  // concluded) the unsubmitted row Canvas has for them, so the first edit of an assignment changes no count.
  for (const courseId of Object.values(DEMO_IDS.courses)) syncSubmissionRows(ctx.db, courseId);
  seedRubrics(ctx);
}
