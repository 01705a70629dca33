import type { EndpointParameters } from '../../canvas/parameter-table';

/** accounts_controller (app/controllers/accounts_controller.rb); account-courses rows live with their routes' owner. */
export const accountParameters: EndpointParameters[] = [
  {
    routes: ['GET /accounts'],
    canvas: 'accounts_controller#index',
    honored: [],
    refused: ['include[]=lti_guid', 'include[]=registration_settings', 'include[]=services', 'include[]=course_count', 'include[]=sub_account_count'],
    notes: { 'include[]=lti_guid': 'Lectern keeps no LTI tool consumer ids or registration settings for accounts.' },
  },
  {
    routes: ['GET /accounts/:account_id'],
    canvas: 'accounts_controller#show',
    honored: [],
    refused: [],
  },
  {
    routes: ['GET /accounts/:account_id/sub_accounts'],
    canvas: 'accounts_controller#sub_accounts',
    honored: ['recursive'],
    refused: [],
  },
];
