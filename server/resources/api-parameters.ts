import type { EndpointParameters } from '../canvas/parameter-table';
import { courseParameters } from './courses/courses.parameters';
import { gradingStandardParameters } from './grading-standards/grading-standards.parameters';
import { termParameters } from './terms/terms.parameters';

/** Every /api/v1 action's documented Canvas parameters and what this server does with each (decision 0061). */
export const API_PARAMETERS: EndpointParameters[] = [
  ...courseParameters,
  ...gradingStandardParameters,
  ...termParameters,
];
