import type { EndpointParameters } from '../../canvas/parameter-table';

const KEY_FIELDS = ['developer_key[name]', 'developer_key[redirect_uri]', 'developer_key[redirect_uris]', 'developer_key[scopes]', 'developer_key[notes]'];
const REFUSED_KEY_FIELDS = [
  'developer_key[auto_expire_tokens]',
  'developer_key[email]',
  'developer_key[icon_url]',
  'developer_key[vendor_code]',
  'developer_key[visible]',
  'developer_key[test_cluster_only]',
  'developer_key[client_credentials_audience]',
  'developer_key[require_scopes]',
  'developer_key[allow_includes]',
];
const KEY_NOTES = { 'developer_key[require_scopes]': 'Lectern stores scopes but does not enforce them on tokens; a key that asks for enforcement is refused.' };

/** developer_keys_controller (app/controllers/developer_keys_controller.rb). */
export const developerKeyParameters: EndpointParameters[] = [
  {
    routes: ['GET /accounts/:account_id/developer_keys'],
    canvas: 'developer_keys_controller#index',
    honored: [],
    refused: ['inherited'],
    notes: { inherited: 'Lectern has no site-admin keys to inherit.' },
  },
  { routes: ['POST /accounts/:account_id/developer_keys'], canvas: 'developer_keys_controller#create', honored: KEY_FIELDS, refused: REFUSED_KEY_FIELDS, notes: KEY_NOTES },
  { routes: ['PUT /developer_keys/:id'], canvas: 'developer_keys_controller#update', honored: KEY_FIELDS, refused: REFUSED_KEY_FIELDS, notes: KEY_NOTES },
  { routes: ['DELETE /developer_keys/:id'], canvas: 'developer_keys_controller#destroy', honored: [], refused: [] },
];
