import type { EndpointParameters } from '../canvas/parameter-table';
import { submissionReadParameters } from './submissions/submission-reads.parameters';
import { submissionWriteParameters } from './submissions/submission-writes.parameters';
import { termParameters } from './terms/terms.parameters';

/** Every /api/v1 action's documented Canvas parameters and what this server does with each (decision 0061). */
export const API_PARAMETERS: EndpointParameters[] = [
  ...submissionReadParameters,
  ...submissionWriteParameters,
  ...termParameters,
];
