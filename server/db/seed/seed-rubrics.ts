import type { Db } from '../../canvas/context';
import { buildCriteria, totalPoints, type CriterionInput } from '../../resources/rubrics/rubric-params';
import { insertAssociation, insertRubric, updateRubric } from '../../resources/rubrics/rubrics.store';
import { DEMO_IDS } from './demo-ids';
import { createRng } from './rng';
import type { SeedContext } from './seed-context';

/** A criterion as a seed or a benchmark describes it: ratings are given highest first. */
export type CriterionSpec = { id?: string; description: string; longDescription?: string; useRange?: boolean; ratings: [description: string, points: number][] };

export type AttachedRubric = { rubricId: number; associationId: number; criterionIds: string[]; pointsPossible: number };

const toInput = (spec: CriterionSpec): CriterionInput => ({
  id: spec.id,
  description: spec.description,
  long_description: spec.longDescription ?? '',
  criterion_use_range: spec.useRange ?? false,
  ratings: spec.ratings.map(([description, points]) => ({ id: undefined, description, long_description: '', points })),
});

/**
 * Attaches a new course rubric to an assignment as the API's create with a grading association would, through
 * the same store code: the rubric is used for grading and sets the assignment's points to its total. For the
 * demo seed, tests and the benchmark; `random` fixes the criterion and rating ids where a seed must be repeatable.
 */
export function attachRubric(
  db: Db,
  target: { courseId: number; assignmentId: number; userId: number; title: string; criteria: CriterionSpec[]; now: string; random?: () => number },
): AttachedRubric {
  const { courseId, assignmentId, userId, title, now } = target;
  const empty = { title, criteria: [], points_possible: 0, free_form_criterion_comments: false, hide_score_total: false, hide_points: false };
  const rubricId = insertRubric(db, courseId, userId, empty, now);
  const criteria = buildCriteria(rubricId, target.criteria.map(toInput), target.random);
  const pointsPossible = totalPoints(criteria);
  updateRubric(db, rubricId, { ...empty, criteria, points_possible: pointsPossible }, now);
  const associationId = insertAssociation(db, rubricId, courseId, {
    association_type: 'Assignment', association_id: assignmentId, purpose: 'grading', title: null,
    use_for_grading: true, hide_score_total: false, hide_points: false, hide_outcome_results: false,
  }, now);
  db.prepare('UPDATE assignments SET points_possible = ? WHERE id = ?').run(pointsPossible, assignmentId);
  return { rubricId, associationId, criterionIds: criteria.map((c) => c.id), pointsPossible };
}

/** An N-criterion rubric of four ratings each (full, three quarters, half, none), for benchmarks and tests. */
export function criteriaOfSize(count: number, pointsEach = 4): CriterionSpec[] {
  return Array.from({ length: count }, (_, i) => ({
    description: `Criterion ${i + 1}`,
    longDescription: `What criterion ${i + 1} looks for.`,
    ratings: [['Full marks', pointsEach], ['Mostly there', pointsEach * 0.75], ['Partial', pointsEach / 2], ['Missing', 0]],
  }));
}

const READING_RESPONSE: CriterionSpec[] = [
  {
    description: 'Organelle structure',
    longDescription: 'Names two organelles and describes their structure accurately.',
    ratings: [['Accurate and detailed', 4], ['Mostly accurate', 3], ['Some errors', 2], ['Missing', 0]],
  },
  {
    description: 'Structure supports function',
    longDescription: 'Explains how each structure makes its function possible.',
    ratings: [['Clear causal link', 3], ['Partly explained', 2], ['Asserted only', 1], ['Missing', 0]],
  },
  {
    description: 'Writing',
    longDescription: '300–500 words, organized, with correct terminology.',
    useRange: true,
    ratings: [['Polished', 3], ['Readable', 2], ['Hard to follow', 1], ['Missing', 0]],
  },
];

const PHOTO_JOURNAL: CriterionSpec[] = [
  { description: 'Slides imaged', ratings: [['Both slides at both powers', 8], ['Missing one image', 6], ['Missing several', 3], ['None', 0]] },
  { description: 'Labels', ratings: [['All structures labelled', 6], ['Some labels', 3], ['None', 0]] },
  { description: 'Focus and exposure', useRange: true, ratings: [['Sharp', 6], ['Usable', 4], ['Blurry', 2], ['Unusable', 0]] },
];

/** Biology 101's first two graded assignments come with a three-criterion rubric they grade with, so the app shows one. */
export function seedRubrics(ctx: SeedContext): void {
  // Its own stream: the rubric ids stay fixed without shifting the numbers the rest of the seed draws.
  const random = createRng(0x7ab1c).next;
  const common = { courseId: DEMO_IDS.courses.biology, userId: DEMO_IDS.users.teacher, now: ctx.clock.rel(-47), random };
  const { readingResponse, photoJournal } = DEMO_IDS.biology.assignments;
  attachRubric(ctx.db, { ...common, assignmentId: readingResponse, title: 'Reading Response Rubric', criteria: READING_RESPONSE });
  attachRubric(ctx.db, { ...common, assignmentId: photoJournal, title: 'Photo Journal Rubric', criteria: PHOTO_JOURNAL });
}
