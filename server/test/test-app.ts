import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import type { Hono } from 'hono';
import type { AppEnv, Db } from '../canvas/context';
import { openDatabase } from '../db/open';
import { disposeAfterFile } from './disposal';
import { TestData } from './test-data';

export type TestApp = {
  db: Db;
  /** The temporary directory holding the database and file bytes; removed after the test file (see disposal.ts). */
  dataDir: string;
  data: TestData;
  /** The app itself, for what app.request cannot show (a real listener: live-server.ts) or its route list. */
  hono: Hono<AppEnv>;
  /** Sends a request as the holder of `token` (or none), like a real client would. */
  request: (path: string, init?: RequestInit & { token?: string | null }) => Promise<Response>;
  get: (path: string, token: string) => Promise<{ status: number; body: unknown; headers: Headers }>;
  send: (
    method: string,
    path: string,
    token: string,
    body?: unknown,
  ) => Promise<{ status: number; body: unknown; headers: Headers }>;
};

const BASE = 'http://lectern.test';

type TestAppOptions = {
  extensions?: boolean;
  /** Testing mode: /lectern/testing/*, whose reset goes back to the data as it was when the app was created. */
  testing?: boolean;
  /** Writes data before the app is created (a seed), so a reset in testing mode keeps it. */
  before?: (db: Db, dataDir: string) => void;
};

/** The migrated empty database, made once per module graph: migrating afresh took about a quarter of the API tests' time. */
let migratedImage: Buffer | undefined;

/**
 * A database file that starts as the migrated image; openDatabase then makes it owner-only, sets its pragmas and finds
 * no migration pending.
 */
function openMigratedDatabase(filename: string): Db {
  if (!migratedImage) {
    const template = openDatabase(':memory:');
    migratedImage = template.serialize();
    template.close();
  }
  writeFileSync(filename, migratedImage);
  return openDatabase(filename);
}

/**
 * The real Hono app over a real SQLite database in a fresh temporary directory, deleted after the test file.
 * `extensions: false` serves the API as a Canvas without Lectern's extensions (docs/lectern-extensions.md).
 */
export function createTestApp({ extensions = true, testing = false, before }: TestAppOptions = {}): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'lectern-api-'));
  const db = openMigratedDatabase(join(dataDir, 'test.sqlite'));
  disposeAfterFile(() => {
    if (db.open) db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  before?.(db, dataDir);
  const app = createApp({ db, dataDir, extensions, testing, onUnexpectedError: (error) => console.error(error) });
  const request: TestApp['request'] = async (path, init = {}) => {
    const { token, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return app.request(path.startsWith('http') ? path : `${BASE}${path}`, { ...rest, headers });
  };
  const read = async (response: Response) => {
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null, headers: response.headers };
  };
  return {
    db,
    dataDir,
    data: new TestData(db),
    hono: app,
    request,
    get: async (path, token) => read(await request(path, { token })),
    send: async (method, path, token, body) =>
      read(
        await request(path, {
          method,
          token,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
  };
}
