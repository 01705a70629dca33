-- Embedded mode's browser sessions. The sealed cookie names one row; signing out deletes it, so a copied cookie stops
-- working at once instead of when its seal expires. Rows past expires_at are purged as new sessions open.
CREATE TABLE browser_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX browser_sessions_expires_at ON browser_sessions (expires_at);
