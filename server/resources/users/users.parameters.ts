import type { EndpointParameters } from '../../canvas/parameter-table';

/** users_controller#api_show and #create (app/controllers/users_controller.rb), tokens_controller (app/controllers/tokens_controller.rb). */
export const userParameters: EndpointParameters[] = [
  {
    routes: ['GET /users/:user_id'],
    canvas: 'users_controller#api_show',
    honored: [],
    refused: ['include[]=uuid', 'include[]=last_login'],
  },
  {
    routes: ['POST /accounts/:account_id/users'],
    canvas: 'users_controller#create',
    honored: ['user[name]', 'user[short_name]', 'user[sortable_name]', 'pseudonym[unique_id]', 'communication_channel[address]', 'communication_channel[type]=email'],
    refused: [
      'user[time_zone]',
      'user[locale]',
      'user[terms_of_use]',
      'user[skip_registration]',
      'pseudonym[password]',
      'pseudonym[sis_user_id]',
      'pseudonym[integration_id]',
      'pseudonym[send_confirmation]',
      'pseudonym[force_self_registration]',
      'pseudonym[authentication_provider_id]',
      'communication_channel[type]=sms',
      'communication_channel[confirmation_url]',
      'communication_channel[skip_confirmation]',
      'force_validations',
      'enable_sis_reactivation',
      'destination',
      'initial_enrollment_type',
      'pairing_code[code]',
    ],
    notes: {
      'pseudonym[password]': 'Lectern users sign in with tokens; it stores no passwords.',
      'communication_channel[type]=sms': 'The address is always stored as the email; other channel types are not kept.',
    },
  },
  {
    routes: ['POST /users/:user_id/tokens'],
    canvas: 'tokens_controller#create',
    honored: ['token[purpose]', 'token[expires_at]'],
    refused: ['token[scopes][]'],
    notes: { 'token[scopes][]': 'Lectern tokens carry the full rights of their user.' },
  },
  { routes: ['DELETE /users/:user_id/tokens/:id'], canvas: 'tokens_controller#destroy', honored: [], refused: [] },
];
