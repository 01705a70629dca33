import { CanvasError } from '../../canvas/errors';
import { isTree, type ParamTree, type ParamValue } from '../../canvas/params';
import { parseGradeRequest, type GradeRequest } from './submission-grade-params';

/** One student's entry of grade_data, read through the grade PUT's own parser, or the reason it was refused. */
export type BulkGradeItem = {
  assignmentId: number;
  /** The key as sent: Canvas reports unknown students by it. */
  studentKey: string;
  /** The student's user id when the key is one. */
  userId: number | undefined;
  outcome: { request: GradeRequest } | { refusal: string };
};

const required = () => new CanvasError(400, { error: "'grade_data' parameter required" });


/**
 * Reads grade_data into one item per student, in the order sent. The assignment form names students at the top
 * level (Canvas nests them under the path's assignment for you); the course form names assignments first.
 */
export function parseGradeData(params: ParamTree, pathAssignmentId: number | undefined): BulkGradeItem[] {
  const data = params.grade_data;
  if (!isTree(data) || Object.keys(data).length === 0) throw required();
  const byAssignment: [string, ParamValue][] = pathAssignmentId === undefined ? Object.entries(data) : [[String(pathAssignmentId), data]];
  const items: BulkGradeItem[] = [];
  for (const [assignmentKey, students] of byAssignment) {
    const assignmentId = idOf(assignmentKey);
    if (assignmentId === undefined) throw assignmentsNotFound([assignmentKey]);
    if (!isTree(students) || Object.keys(students).length === 0) throw required();
    for (const [studentKey, block] of Object.entries(students)) {
      const entry = isTree(block) ? block : {};
      items.push({ assignmentId, studentKey, userId: idOf(studentKey), outcome: readBlock(entry) });
    }
  }
  return items;
}

/** Canvas's 400 when grade_data names assignments the course does not have. */
export const assignmentsNotFound = (keys: (string | number)[]) =>
  new CanvasError(400, { error: `Some assignments could not be found: ( ${keys.join(', ')} )` });

/** The block as a grade PUT would carry it: the same parser, so the same validation and the same defaults. */
function readBlock(entry: ParamTree): BulkGradeItem['outcome'] {
  const { posted_grade, excuse, text_comment, group_comment, rubric_assessment, expected_updated_at } = entry;
  const tree: ParamTree = {
    submission: defined({ posted_grade, excuse }),
    comment: defined({ text_comment, group_comment }),
    ...defined({ rubric_assessment, expected_updated_at }),
  };
  try {
    return { request: parseGradeRequest(tree) };
  } catch (error) {
    if (error instanceof CanvasError) return { refusal: errorMessage(error.body) };
    throw error;
  }
}

const defined = (tree: Record<string, ParamValue | undefined>): ParamTree =>
  Object.fromEntries(Object.entries(tree).filter((entry): entry is [string, ParamValue] => entry[1] !== undefined));

const idOf = (key: string): number | undefined => (/^\d{1,15}$/.test(key) ? Number(key) : undefined);

/** The first human message in any of Canvas's error bodies (docs/canvas-contract.md §1.8). */
export function errorMessage(body: unknown): string {
  if (!isTree(body)) return 'The grade was not saved.';
  if (typeof body.error === 'string') return body.error;
  if (typeof body.message === 'string') return body.message;
  const errors = body.errors;
  if (Array.isArray(errors) && isTree(errors[0]) && typeof errors[0].message === 'string') return errors[0].message;
  if (isTree(errors)) {
    const [first] = Object.values(errors).flat();
    if (isTree(first) && typeof first.message === 'string') return typeof first.attribute === 'string' ? `${first.attribute}: ${first.message}` : first.message;
  }
  return 'The grade was not saved.';
}
