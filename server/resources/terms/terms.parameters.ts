import type { EndpointParameters } from '../../canvas/parameter-table';

export const termParameters: EndpointParameters[] = [
  {
    routes: ['GET /accounts/:account_id/terms'],
    canvas: 'terms_api_controller#index',
    honored: ['workflow_state[]'],
    refused: ['include[]=overrides', 'include[]=course_count', 'term_name'],
    notes: { 'include[]=overrides': 'Lectern keeps no per-enrollment-type term dates.' },
  },
];
