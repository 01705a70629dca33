import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { assignmentKeys } from './assignment-keys';
import { CanvasApiError } from './http/canvas-api-error';
import { canvasFetch } from './http/canvas-fetch';
import { fetchAllPages } from './http/paginated';
import { rubricAssociationSchema, rubricSchema, rubricWriteSchema } from './schemas/rubric';
import type { CanvasId } from '@/api/schemas/ids';

type Rubric = z.infer<typeof rubricSchema>;
type RubricAssociation = z.infer<typeof rubricAssociationSchema>;

/** A rating as the create/update form sends it (`rubric[criteria][n][ratings][m][…]`). */
interface RatingParams {
  id?: string;
  points: number;
  description: string;
  long_description: string;
}

interface CriterionParams {
  id?: string;
  description: string;
  long_description: string;
  points: number;
  criterion_use_range: boolean;
  ratings: readonly RatingParams[];
}

/** `rubric[...]` of POST/PUT /courses/:course_id/rubrics (canvas-lms app/controllers/rubrics_controller.rb). */
export interface RubricParams {
  title: string;
  free_form_criterion_comments: boolean;
  criteria: readonly CriterionParams[];
}

/** `rubric_association[...]`: always an assignment's grading rubric here. */
export interface AssociationParams {
  assignmentId: CanvasId;
  use_for_grading: boolean;
  hide_score_total: boolean;
}

const rubricKeys = {
  all: ['rubrics'] as const,
  course: (courseId: CanvasId) => [...rubricKeys.all, courseId] as const,
  list: (courseId: CanvasId) => [...rubricKeys.course(courseId), 'list'] as const,
  detail: (courseId: CanvasId, id: CanvasId) => [...rubricKeys.course(courseId), 'detail', id] as const,
};

const rubricsPath = (courseId: CanvasId) => `/api/v1/courses/${courseId}/rubrics`;
const associationsPath = (courseId: CanvasId) => `/api/v1/courses/${courseId}/rubric_associations`;

/** GET /courses/:course_id/rubrics: a course has a handful to a few dozen, all read for the "reuse" pick-list. */
function fetchRubrics(courseId: CanvasId, signal?: AbortSignal): Promise<Rubric[]> {
  return fetchAllPages(rubricsPath(courseId), { params: { per_page: 100 }, schema: rubricSchema, signal });
}

/**
 * GET one rubric (its criteria are `data`) with the assignments it grades (`include[]=assignment_associations`).
 * RubricsApiController#show refuses `style` without an assessments include, so none is sent.
 */
async function fetchRubric(courseId: CanvasId, id: CanvasId, signal?: AbortSignal): Promise<Rubric> {
  const { data } = await canvasFetch(`${rubricsPath(courseId)}/${id}`, {
    params: { include: ['assignment_associations'] },
    schema: rubricSchema,
    signal,
  });
  return data;
}

/** Canvas takes criteria and ratings as indexed hashes ("0", "1", …), not arrays. */
function indexed<T, U>(items: readonly T[], map: (item: T) => U): Record<string, U> {
  return Object.fromEntries(items.map((item, index) => [String(index), map(item)]));
}

function rubricBody(rubric: RubricParams, association: AssociationParams) {
  return {
    rubric: {
      title: rubric.title,
      free_form_criterion_comments: rubric.free_form_criterion_comments,
      criteria: indexed(rubric.criteria, ({ ratings, ...criterion }) => ({ ...criterion, ratings: indexed(ratings, (rating) => rating) })),
    },
    rubric_association: associationBody(association),
  };
}

function associationBody({ assignmentId, use_for_grading, hide_score_total }: AssociationParams) {
  return { association_type: 'Assignment', association_id: assignmentId, use_for_grading, hide_score_total, purpose: 'grading' };
}

/** Canvas refuses an invalid rubric with a 200 `{error: true, messages}` (rubrics_controller.rb#update). */
const refusedSchema = z.looseObject({ error: z.literal(true), messages: z.array(z.unknown()) });
const rubricWriteAnswerSchema = z.union([refusedSchema, rubricWriteSchema]);
type RubricWriteAnswer = z.infer<typeof rubricWriteSchema>;

/** The refusal as the app's one error type, so the form shows it as any other refused save. */
function accepted(answer: z.infer<typeof rubricWriteAnswerSchema>, url: string): RubricWriteAnswer {
  if (!('error' in answer) || answer.error !== true) return answer as RubricWriteAnswer;
  const errors = (answer.messages as unknown[]).map((message) => ({ message: String(message) }));
  throw new CanvasApiError({ kind: 'http', status: 400, url, body: { errors } });
}

export interface RubricWrite {
  courseId: CanvasId;
  /** The rubric being edited; absent for a new one. */
  rubricId?: CanvasId;
  /** The assignment's association, so Canvas updates it rather than making a second. */
  associationId?: CanvasId;
  rubric: RubricParams;
  association: AssociationParams;
}

/** POST or PUT /courses/:course_id/rubrics[/:id] with the association: answers `{ rubric, rubric_association }`. */
async function saveRubric({ courseId, rubricId, associationId, rubric, association }: RubricWrite) {
  const url = rubricId === undefined ? rubricsPath(courseId) : `${rubricsPath(courseId)}/${rubricId}`;
  const body = { ...rubricBody(rubric, association), ...(associationId === undefined ? {} : { rubric_association_id: associationId }) };
  const { data } = await canvasFetch(url, { method: rubricId === undefined ? 'POST' : 'PUT', body, schema: rubricWriteAnswerSchema });
  return accepted(data, url);
}

/** POST /courses/:course_id/rubric_associations: an existing rubric graded with on this assignment. */
async function associateRubric(courseId: CanvasId, rubricId: CanvasId, association: AssociationParams) {
  const { data } = await canvasFetch(associationsPath(courseId), {
    method: 'POST',
    body: { rubric_association: { rubric_id: rubricId, ...associationBody(association) } },
    schema: rubricWriteAnswerSchema,
  });
  return accepted(data, associationsPath(courseId));
}

/** The association as DELETE answers it: Rails' root-wrapped `{ rubric_association }` (RubricAssociationsController#destroy). */
const detachedSchema = z.looseObject({ rubric_association: rubricAssociationSchema });

/** DELETE /courses/:course_id/rubric_associations/:id: the rubric stays in the course, the assignment loses it. */
async function detachRubric(courseId: CanvasId, associationId: CanvasId): Promise<RubricAssociation> {
  const { data } = await canvasFetch(`${associationsPath(courseId)}/${associationId}`, { method: 'DELETE', schema: detachedSchema });
  return data.rubric_association;
}

export const rubricQueries = {
  list: (courseId: CanvasId) => queryOptions({ queryKey: rubricKeys.list(courseId), queryFn: ({ signal }) => fetchRubrics(courseId, signal) }),
  detail: (courseId: CanvasId, id: CanvasId) =>
    queryOptions({ queryKey: rubricKeys.detail(courseId, id), queryFn: ({ signal }) => fetchRubric(courseId, id, signal) }),
};

/** The assignment's grading association among a rubric's associations. */
export function assignmentAssociation(rubric: Rubric | undefined, assignmentId: CanvasId): RubricAssociation | undefined {
  return rubric?.associations?.find((item) => item.association_type === 'Assignment' && item.association_id === assignmentId);
}

/** A rubric write changes the assignment (its `rubric` fields) and the course's rubrics. */
function refreshRubrics(queryClient: QueryClient, courseId: CanvasId, assignmentId: CanvasId) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(courseId, assignmentId) }),
    queryClient.invalidateQueries({ queryKey: rubricKeys.course(courseId) }),
  ]);
}

export function useSaveRubric(courseId: CanvasId, assignmentId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: Omit<RubricWrite, 'courseId'>) => saveRubric({ ...write, courseId }),
    onSuccess: () => refreshRubrics(queryClient, courseId, assignmentId),
  });
}

export function useAssociateRubric(courseId: CanvasId, assignmentId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rubricId, association }: { rubricId: CanvasId; association: AssociationParams }) => associateRubric(courseId, rubricId, association),
    onSuccess: () => refreshRubrics(queryClient, courseId, assignmentId),
  });
}

export function useDetachRubric(courseId: CanvasId, assignmentId: CanvasId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (associationId: CanvasId) => detachRubric(courseId, associationId),
    onSuccess: () => refreshRubrics(queryClient, courseId, assignmentId),
  });
}
