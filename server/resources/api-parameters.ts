import type { EndpointParameters } from '../canvas/parameter-table';
import { overrideParameters } from './overrides/overrides.parameters';
import { progressParameters } from './progress/progress.parameters';
import { rubricParameters } from './rubrics/rubrics.parameters';
import { termParameters } from './terms/terms.parameters';

/** Every /api/v1 action's documented Canvas parameters and what this server does with each (decision 0061). */
export const API_PARAMETERS: EndpointParameters[] = [
  ...overrideParameters,
  ...progressParameters,
  ...rubricParameters,
  ...termParameters,
];
