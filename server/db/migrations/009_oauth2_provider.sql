-- The embedded server as an OAuth2 provider (Canvas's developer keys and authorization codes).
-- api_key is the client secret: admins read it back (as in Canvas), so it is kept as is and compared in constant time.
CREATE TABLE developer_keys (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  user_id INTEGER REFERENCES users(id),
  name TEXT,
  api_key TEXT NOT NULL,
  redirect_uri TEXT,
  -- A JSON array of exact redirect URIs.
  redirect_uris TEXT NOT NULL DEFAULT '[]',
  scopes TEXT NOT NULL DEFAULT '[]',
  notes TEXT,
  workflow_state TEXT NOT NULL DEFAULT 'active',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX developer_keys_account ON developer_keys(account_id, id);

-- Tokens issued through a developer key, and the refresh token (hashed) that renews them.
ALTER TABLE access_tokens ADD COLUMN developer_key_id INTEGER REFERENCES developer_keys(id);
ALTER TABLE access_tokens ADD COLUMN refresh_token_hash TEXT;
CREATE UNIQUE INDEX access_tokens_refresh_token ON access_tokens(refresh_token_hash) WHERE refresh_token_hash IS NOT NULL;

-- One-time authorization codes, stored hashed, bound to the key, the user and the redirect URI; ten minutes.
CREATE TABLE oauth_codes (
  code_hash TEXT PRIMARY KEY,
  developer_key_id INTEGER NOT NULL REFERENCES developer_keys(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  redirect_uri TEXT NOT NULL,
  scopes TEXT NOT NULL DEFAULT '[]',
  expires_at TEXT NOT NULL
);
