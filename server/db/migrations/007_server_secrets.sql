-- Secrets the server makes for itself (the public_url signing key): kept with the data they protect, never served.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
