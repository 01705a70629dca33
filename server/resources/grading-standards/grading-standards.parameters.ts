import type { EndpointParameters } from '../../canvas/parameter-table';

const CREATE = ['title', 'points_based', 'scaling_factor', 'grading_scheme_entry[][name]', 'grading_scheme_entry[][value]'];

/** app/controllers/grading_standards_api_controller.rb */
export const gradingStandardParameters: EndpointParameters[] = [
  {
    routes: ['GET /courses/:course_id/grading_standards', 'GET /accounts/:account_id/grading_standards'],
    canvas: 'grading_standards_api_controller#context_index',
    honored: [],
    refused: [],
  },
  {
    routes: ['GET /courses/:course_id/grading_standards/:grading_standard_id', 'GET /accounts/:account_id/grading_standards/:grading_standard_id'],
    canvas: 'grading_standards_api_controller#context_show',
    honored: [],
    refused: [],
  },
  {
    routes: ['POST /courses/:course_id/grading_standards', 'POST /accounts/:account_id/grading_standards'],
    canvas: 'grading_standards_api_controller#create',
    honored: CREATE,
    refused: [],
    notes: {
      scaling_factor: 'Kept only on a points-based standard; a percentage standard always has 1, as Canvas fixes it.',
    },
  },
];
