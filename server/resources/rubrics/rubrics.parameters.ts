import type { EndpointParameters } from '../../canvas/parameter-table';

/**
 * canvas-lms app/controllers/rubrics_api_controller.rb (reads), rubrics_controller.rb (rubric writes),
 * rubric_associations_controller.rb and rubric_assessments_controller.rb; the names their code reads beyond the
 * @argument lists come from those controllers' permit lists and app/models/rubric.rb (update_with_association).
 */
const RUBRICS = '/courses/:course_id/rubrics';
const ASSOCIATIONS = '/courses/:course_id/rubric_associations';
const ASSESSMENTS = `${ASSOCIATIONS}/:rubric_association_id/rubric_assessments`;

const PATH_NOTE = 'Documented as an argument, but it is the id in the path; a copy in the body changes nothing, as in Canvas.';
const ACCOUNT = 'rubric_association[association_type]=Account';
const ACCOUNT_NOTE = 'Lectern keeps course rubrics only.';

/** rubric_association[…] as every association write reads it. */
const ASSOCIATION_FIELDS = ['association_id', 'association_type', 'use_for_grading', 'hide_score_total', 'purpose', 'title']
  .map((field) => `rubric_association[${field}]`);

/** RubricsController#create and #update: the rubric, the association made with it, and what their code reads besides. */
const RUBRIC_WRITE = [
  'rubric_association_id', 'rubric[title]', 'rubric[free_form_criterion_comments]', 'rubric[criteria]', 'rubric[hide_score_total]',
  'rubric[hide_points]', ...ASSOCIATION_FIELDS, 'rubric_association[hide_points]', 'rubric_association[hide_outcome_results]',
  'skip_updating_points_possible',
];
const RUBRIC_WRITE_NOTES = {
  'rubric[criteria]': 'Indexed criteria, each read as description, long_description, id, criterion_use_range, points and ratings (indexed: description, long_description, points, id); a criterion’s learning_outcome_id is refused by name.',
  'rubric[hide_points]': 'Not in the @argument list; Canvas’s Rubric#update_criteria reads it, as it does rubric[hide_score_total].',
  skip_updating_points_possible: 'Not in the @argument list; RubricsController#update reads it at the top level and passes it with the association’s fields, so it applies when the request saves an association.',
  [ACCOUNT]: ACCOUNT_NOTE,
};
/** The skip flag inside the association block (RubricAssociation's attribute): Lectern's reading, not Canvas's. */
const SKIP_IN_BLOCK = 'rubric_association[skip_updating_points_possible]';

/** RubricAssociationsController#create and #update: rubric_id and the permitted association fields. */
const ASSOCIATION_WRITE = ['rubric_association[rubric_id]', ...ASSOCIATION_FIELDS];
const ASSOCIATION_EXTENSIONS = ['rubric_association[hide_points]', 'rubric_association[hide_outcome_results]', SKIP_IN_BLOCK, 'skip_updating_points_possible'];
const ASSOCIATION_NOTES = {
  'rubric_association[bookmarked]': 'Lectern lists every live rubric of the course and keeps no separate bookmark.',
  [ACCOUNT]: ACCOUNT_NOTE,
};

/** RubricAssessmentsController#create and #update. Only grading assessments exist here (decision 0053). */
const ASSESSMENT_WRITE = ['course_id', 'rubric_association_id', 'rubric_assessment'];
const ASSESSMENT_REFUSED = [
  'provisional', 'final', 'graded_anonymously', 'rubric_assessment[assessment_type]=peer_review',
  'rubric_assessment[assessment_type]=provisional_grade', 'rubric_assessment[anonymous_id]',
];
const ASSESSMENT_NOTES = {
  course_id: PATH_NOTE,
  rubric_assessment: 'user_id names the student; criterion_<id>[points|rating_id|comments] each criterion, saved through the grade PUT’s code. An assessment_type other than grading is refused by name.',
  provisional: 'Lectern has no moderated grading, so no provisional grades (nor final ones).',
  graded_anonymously: 'Lectern does not record whether a grade was given anonymously.',
  'rubric_assessment[assessment_type]=peer_review': 'Lectern has no peer reviews.',
  'rubric_assessment[anonymous_id]': 'Name the student by user_id.',
};

export const rubricParameters: EndpointParameters[] = [
  { routes: [`GET ${RUBRICS}`], canvas: 'rubrics_api_controller#index', honored: [], refused: [] },
  {
    routes: [`GET ${RUBRICS}/:id`],
    canvas: 'rubrics_api_controller#show',
    honored: ['include[]', 'style'],
    refused: [],
    notes: {
      'include[]': 'One of assessments, graded_assessments, peer_assessments and one of associations, assignment_associations, course_associations, account_associations; any other value, or two of a kind, is answered 400 as validate_args does, so the list is passed whole.',
      style: 'full or comments_only, with assessments only; other values are answered 400 as Canvas does.',
    },
  },
  {
    routes: [`POST ${RUBRICS}`],
    canvas: 'rubrics_controller#create',
    honored: RUBRIC_WRITE,
    refused: ['id', ACCOUNT],
    extensions: [SKIP_IN_BLOCK],
    notes: { ...RUBRIC_WRITE_NOTES, id: 'Canvas then edits the rubric with that id instead of creating one; use PUT …/rubrics/:id.' },
  },
  {
    routes: [`PUT ${RUBRICS}/:id`],
    canvas: 'rubrics_controller#update',
    honored: ['id', ...RUBRIC_WRITE],
    refused: [ACCOUNT, 'rubric[skip_updating_points_possible]'],
    extensions: [SKIP_IN_BLOCK],
    notes: {
      ...RUBRIC_WRITE_NOTES,
      id: PATH_NOTE,
      'rubric[skip_updating_points_possible]': 'Canvas documents this name but its code reads only the top-level skip_updating_points_possible; send that one.',
    },
  },
  { routes: [`DELETE ${RUBRICS}/:id`], canvas: 'rubrics_controller#destroy', honored: [], refused: [] },
  {
    routes: [`POST ${ASSOCIATIONS}`],
    canvas: 'rubric_associations_controller#create',
    honored: ASSOCIATION_WRITE,
    refused: [ACCOUNT, 'rubric_association[bookmarked]'],
    extensions: ASSOCIATION_EXTENSIONS,
    notes: ASSOCIATION_NOTES,
  },
  {
    routes: [`PUT ${ASSOCIATIONS}/:id`],
    canvas: 'rubric_associations_controller#update',
    honored: ['id', ...ASSOCIATION_WRITE],
    refused: [ACCOUNT, 'rubric_association[bookmarked]'],
    extensions: ASSOCIATION_EXTENSIONS,
    notes: { ...ASSOCIATION_NOTES, id: PATH_NOTE },
  },
  { routes: [`DELETE ${ASSOCIATIONS}/:id`], canvas: 'rubric_associations_controller#destroy', honored: [], refused: [] },
  {
    routes: [`POST ${ASSESSMENTS}`],
    canvas: 'rubric_assessments_controller#create',
    honored: ASSESSMENT_WRITE,
    refused: ASSESSMENT_REFUSED,
    notes: ASSESSMENT_NOTES,
  },
  {
    routes: [`PUT ${ASSESSMENTS}/:id`],
    canvas: 'rubric_assessments_controller#update',
    honored: ['id', ...ASSESSMENT_WRITE],
    refused: ASSESSMENT_REFUSED,
    notes: ASSESSMENT_NOTES,
  },
  { routes: [`DELETE ${ASSESSMENTS}/:id`], canvas: 'rubric_assessments_controller#destroy', honored: [], refused: [] },
];
