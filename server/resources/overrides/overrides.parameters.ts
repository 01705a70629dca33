import type { EndpointParameters } from '../../canvas/parameter-table';

/** canvas-lms app/controllers/assignment_overrides_controller.rb; the override fields as lib/api/v1/assignment_override.rb reads them. */
const ONE = '/courses/:course_id/assignments/:assignment_id/overrides';
const BATCH = '/courses/:course_id/assignments/overrides';

/** Each field as the bracketed tail of its name, under `assignment_override` or each `assignment_overrides[]` item. */
const DATES = ['[due_at]', '[unlock_at]', '[lock_at]'];
const CREATE_FIELDS = ['[student_ids][]', '[title]', '[group_id]', '[course_section_id]', ...DATES];
const UPDATE_FIELDS = ['[student_ids][]', '[title]', ...DATES];

const UNASSIGN_NOTE =
  'Not in the @argument list, but newer Canvas reads it to make an override that takes the item away from its targets; Lectern has no such overrides, so it is refused rather than saved as one that assigns.';
const TARGETS_NOTE = 'Lectern refuses more than one of student_ids, group_id and course_section_id where Canvas keeps the most specific (decision 0009).';
const BATCH_ITEM_NOTE =
  'Canvas documents the item as `assignment_overrides[]` with the single create’s attributes; each is listed here. Every item is read and saved in one transaction: any error and nothing is stored.';

const single = (fields: string[]) => fields.map((field) => `assignment_override${field}`);
const batchItem = (fields: string[]) => fields.map((field) => `assignment_overrides[]${field}`);

export const overrideParameters: EndpointParameters[] = [
  { routes: [`GET ${ONE}`], canvas: 'assignment_overrides_controller#index', honored: [], refused: [] },
  { routes: [`GET ${ONE}/:id`], canvas: 'assignment_overrides_controller#show', honored: [], refused: [] },
  {
    routes: [`POST ${ONE}`],
    canvas: 'assignment_overrides_controller#create',
    honored: single(CREATE_FIELDS),
    refused: ['assignment_override[unassign_item]'],
    notes: { 'assignment_override[group_id]': TARGETS_NOTE, 'assignment_override[unassign_item]': UNASSIGN_NOTE },
  },
  {
    routes: [`PUT ${ONE}/:id`],
    canvas: 'assignment_overrides_controller#update',
    honored: single(UPDATE_FIELDS),
    refused: ['assignment_override[unassign_item]'],
    notes: { 'assignment_override[unassign_item]': UNASSIGN_NOTE },
  },
  { routes: [`DELETE ${ONE}/:id`], canvas: 'assignment_overrides_controller#destroy', honored: [], refused: [] },
  { routes: ['GET /groups/:group_id/assignments/:assignment_id/override'], canvas: 'assignment_overrides_controller#group_alias', honored: [], refused: [] },
  {
    routes: ['GET /sections/:course_section_id/assignments/:assignment_id/override'],
    canvas: 'assignment_overrides_controller#section_alias',
    honored: [],
    refused: [],
  },
  {
    routes: [`GET ${BATCH}`],
    canvas: 'assignment_overrides_controller#batch_retrieve',
    honored: ['assignment_overrides[][id]', 'assignment_overrides[][assignment_id]'],
    refused: [],
    notes: { 'assignment_overrides[][id]': 'An override the caller may not see, or one not found, is answered as null in its place.' },
  },
  {
    routes: [`POST ${BATCH}`],
    canvas: 'assignment_overrides_controller#batch_create',
    honored: batchItem(['[assignment_id]', '[id]', ...CREATE_FIELDS]),
    refused: ['assignment_overrides[][unassign_item]'],
    notes: {
      'assignment_overrides[][assignment_id]': BATCH_ITEM_NOTE,
      'assignment_overrides[][id]': 'Read only to refuse the item ("may not specify an override id"), as Canvas does.',
      'assignment_overrides[][group_id]': TARGETS_NOTE,
      'assignment_overrides[][unassign_item]': UNASSIGN_NOTE,
    },
  },
  {
    routes: [`PUT ${BATCH}`],
    canvas: 'assignment_overrides_controller#batch_update',
    honored: batchItem(['[id]', '[assignment_id]', ...UPDATE_FIELDS]),
    refused: ['assignment_overrides[][unassign_item]'],
    notes: { 'assignment_overrides[][id]': BATCH_ITEM_NOTE, 'assignment_overrides[][unassign_item]': UNASSIGN_NOTE },
  },
];
