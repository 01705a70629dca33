import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import type { ParamTree } from './params';

export type Db = Database.Database;

/** The caller, as the auth middleware resolved it from the access token. */
export type Caller = { id: number; name: string; tokenId: number };

export type AppDeps = {
  db: Db;
  /** Where file bytes live (DATA_DIR); the API stores metadata in SQLite and bytes here. */
  dataDir: string;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    params: ParamTree;
    caller: Caller;
  };
};

export type AppContext = Context<AppEnv>;
