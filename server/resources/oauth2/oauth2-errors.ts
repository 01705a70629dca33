import { CanvasError } from '../../canvas/errors';

/**
 * Canvas::OAuth::RequestError: `{"error", "error_description"}`, 400 unless the client itself is unknown or
 * its secret wrong (401, with Canvas's own WWW-Authenticate challenge).
 */
const ERRORS = {
  invalid_client_id: { error: 'invalid_client', error_description: 'unknown client', status: 401 },
  invalid_client_secret: { error: 'invalid_client', error_description: 'invalid client', status: 401 },
  invalid_refresh_token: { error: 'invalid_request', error_description: 'refresh_token not found', status: 400 },
  invalid_authorization_code: { error: 'invalid_grant', error_description: 'authorization_code not found', status: 400 },
  incorrect_client: { error: 'invalid_grant', error_description: 'incorrect client', status: 400 },
  // Canvas does not compare redirect_uri at this step; RFC 6749 §4.1.3 asks for it, and Lectern checks it when sent.
  redirect_mismatch: { error: 'invalid_grant', error_description: 'redirect_uri does not match the authorization request', status: 400 },
  authorization_code_not_supplied: {
    error: 'invalid_request',
    error_description: 'You must provide the code parameter when using the authorization_code grant type',
    status: 400,
  },
  refresh_token_not_supplied: {
    error: 'invalid_request',
    error_description: 'You must provide the refresh_token parameter when using the refresh_token grant type',
    status: 400,
  },
  unsupported_grant_type: {
    error: 'unsupported_grant_type',
    error_description: 'The grant_type you requested is not currently supported',
    status: 400,
  },
} as const;

export type OAuthErrorName = keyof typeof ERRORS;

export function oauthError(name: OAuthErrorName): CanvasError {
  const { error, error_description, status } = ERRORS[name];
  return new CanvasError(status, { error, error_description }, status === 401 ? { 'WWW-Authenticate': 'Canvas OAuth 2.0' } : {});
}
