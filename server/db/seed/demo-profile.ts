import { seedAccountsAndTerms, seedDemoUsers } from './seed-accounts';
import { seedActivity } from './seed-activity';
import { seedAssignments } from './seed-assignments';
import type { SeedContext } from './seed-context';
import { seedCourses } from './seed-courses';
import { seedFiles } from './seed-files';
import { seedOtherCourses } from './seed-other-courses';
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
}
