import { randomBytes } from 'node:crypto';
import type { Db } from '../../canvas/context';
import { prepared } from '../../db/statements';

/** A row of developer_keys, with the names Canvas's JSON needs joined in. */
export type DeveloperKeyRow = {
  id: number;
  account_id: number;
  user_id: number | null;
  name: string | null;
  api_key: string;
  redirect_uri: string | null;
  redirect_uris: string;
  scopes: string;
  notes: string | null;
  workflow_state: string;
  created_at: string;
  updated_at: string;
  user_name: string | null;
  account_name: string;
  access_token_count: number;
  last_used_at: string | null;
};

const SELECT = `SELECT k.*, u.name AS user_name, a.name AS account_name,
    (SELECT COUNT(*) FROM access_tokens t WHERE t.developer_key_id = k.id AND t.workflow_state = 'active') AS access_token_count,
    (SELECT MAX(t.last_used_at) FROM access_tokens t WHERE t.developer_key_id = k.id) AS last_used_at
  FROM developer_keys k JOIN accounts a ON a.id = k.account_id LEFT JOIN users u ON u.id = k.user_id`;

/** A key that is not deleted, by id (the client_id). */
export function findDeveloperKey(db: Db, id: number): DeveloperKeyRow | undefined {
  return prepared<[number], DeveloperKeyRow>(db, `${SELECT} WHERE k.id = ? AND k.workflow_state != 'deleted'`).get(id);
}

/** The client_id as OAuth2 clients send it: a string of digits, or nothing usable. */
export function findDeveloperKeyByClientId(db: Db, clientId: unknown): DeveloperKeyRow | undefined {
  if (typeof clientId !== 'string' || !/^\d{1,15}$/.test(clientId.trim())) return undefined;
  const key = findDeveloperKey(db, Number(clientId.trim()));
  return key?.workflow_state === 'active' ? key : undefined;
}

export function listDeveloperKeys(db: Db, accountId: number) {
  return {
    fetch: (limit: number, offset: number) =>
      prepared<[number, number, number], DeveloperKeyRow>(db,
          `${SELECT} WHERE k.account_id = ? AND k.workflow_state != 'deleted' ORDER BY k.id DESC LIMIT ? OFFSET ?`,
        )
        .all(accountId, limit, offset),
    count: () =>
      prepared<[number], { n: number }>(db, `SELECT COUNT(*) AS n FROM developer_keys WHERE account_id = ? AND workflow_state != 'deleted'`)
        .get(accountId)?.n ?? 0,
  };
}

export type DeveloperKeyFields = {
  name?: string | null;
  redirectUri?: string | null;
  redirectUris?: string[];
  scopes?: string[];
  notes?: string | null;
};

/** Canvas's api_key: 64 random characters, made once and shown to the key's admins. */
const newApiKey = () => randomBytes(48).toString('base64url');

export function insertDeveloperKey(db: Db, accountId: number, userId: number, fields: DeveloperKeyFields, now: string): number {
  const info = prepared(db,
      `INSERT INTO developer_keys (account_id, user_id, name, api_key, redirect_uri, redirect_uris, scopes, notes, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      accountId,
      userId,
      fields.name ?? null,
      newApiKey(),
      fields.redirectUri ?? null,
      JSON.stringify(fields.redirectUris ?? []),
      JSON.stringify(fields.scopes ?? []),
      fields.notes ?? null,
      now,
      now,
    );
  return Number(info.lastInsertRowid);
}

export function updateDeveloperKey(db: Db, id: number, fields: DeveloperKeyFields, now: string): void {
  const sets: string[] = [];
  const args: (string | null)[] = [];
  const set = (column: string, value: string | null) => {
    sets.push(`${column} = ?`);
    args.push(value);
  };
  if (fields.name !== undefined) set('name', fields.name);
  if (fields.redirectUri !== undefined) set('redirect_uri', fields.redirectUri);
  if (fields.redirectUris !== undefined) set('redirect_uris', JSON.stringify(fields.redirectUris));
  if (fields.scopes !== undefined) set('scopes', JSON.stringify(fields.scopes));
  if (fields.notes !== undefined) set('notes', fields.notes);
  set('updated_at', now);
  prepared(db, `UPDATE developer_keys SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
}

/** Deleting a key ends every token issued through it, as in Canvas (its tokens stop being usable). */
export function deleteDeveloperKey(db: Db, id: number, now: string): void {
  db.transaction(() => {
    prepared(db, `UPDATE developer_keys SET workflow_state = 'deleted', updated_at = ? WHERE id = ?`).run(now, id);
    prepared(db, `UPDATE access_tokens SET workflow_state = 'deleted' WHERE developer_key_id = ?`).run(id);
    prepared(db, `DELETE FROM oauth_codes WHERE developer_key_id = ?`).run(id);
  }).immediate();
}

/** The exact redirect URIs a key allows: its list and its legacy single redirect_uri. */
export function allowedRedirects(key: DeveloperKeyRow): string[] {
  const list = JSON.parse(key.redirect_uris) as string[];
  return key.redirect_uri ? [...list, key.redirect_uri] : list;
}
