import type { EndpointParameters } from '../canvas/parameter-table';
import { assignmentGroupParameters } from './assignment-groups/assignment-groups.parameters';
import { assignmentReadParameters } from './assignments/assignment-reads.parameters';
import { termParameters } from './terms/terms.parameters';

/** Every /api/v1 action's documented Canvas parameters and what this server does with each (decision 0061). */
export const API_PARAMETERS: EndpointParameters[] = [
  ...assignmentGroupParameters,
  ...assignmentReadParameters,
  ...termParameters,
];
