import { allowedRedirects, type DeveloperKeyRow } from './developer-keys.store';

/**
 * DeveloperKey JSON (Canvas's Api::V1::DeveloperKey) as its account's admins see it: with the secret (api_key) and
 * the redirect URIs, newline-separated as Canvas sends them. LTI fields are constant: Lectern has no LTI keys.
 */
export function developerKeyJson(key: DeveloperKeyRow) {
  return {
    id: key.id,
    name: key.name,
    created_at: key.created_at,
    email: null,
    user_id: key.user_id,
    user_name: key.user_name,
    icon_url: null,
    notes: key.notes,
    workflow_state: key.workflow_state,
    scopes: JSON.parse(key.scopes) as string[],
    require_scopes: false,
    client_credentials_audience: null,
    api_key: key.api_key,
    redirect_uri: key.redirect_uri,
    redirect_uris: (JSON.parse(key.redirect_uris) as string[]).join('\n'),
    access_token_count: key.access_token_count,
    last_used_at: key.last_used_at,
    vendor_code: null,
    public_jwk: null,
    public_jwk_url: null,
    allow_includes: false,
    account_name: key.account_name,
    visible: true,
    is_lti_key: false,
    is_lti_registration: false,
  };
}

/** Canvas accepts only an exact match from the key's list (its lenient same-domain fallback is left out). */
export function redirectAllowed(key: DeveloperKeyRow, redirectUri: string): boolean {
  return redirectUri !== '' && allowedRedirects(key).includes(redirectUri);
}
