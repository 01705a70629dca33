import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import type { SealKey } from '../session/sealed';
import type { BlobStore } from '../storage/blob-store';
import type { ParamTree } from './params';

export type Db = Database.Database;

/** The caller, as the auth middleware resolved it from the access token. */
export type Caller = { id: number; name: string; tokenId: number };

/** What the server may believe about the network a request came over. */
export type NetworkPolicy = {
  /** Honour X-Forwarded-Proto/Host/For: set only when a proxy in front of Lectern writes them. */
  trustProxy: boolean;
  /** Accept the published demo tokens from clients that are not on this machine. */
  demoRemote: boolean;
  /** The remote address of the request's socket, when there is one. */
  clientAddress: (c: Context) => string | undefined;
};

export type AppDeps = {
  db: Db;
  /** Where file bytes live (DATA_DIR); the API stores metadata in SQLite and bytes here. */
  dataDir: string;
  /** The file bytes under dataDir (storage/blob-store.ts). */
  blobs: BlobStore;
  network: NetworkPolicy;
  /** The storage quota of owners without one of their own (users), in MB: LECTERN_DEFAULT_QUOTA_MB. */
  defaultQuotaMb?: number;
  /** Seals the browser's session cookie (server/session/). */
  sessionKey: SealKey;
  /**
   * Lectern's extensions of Canvas's API (docs/lectern-extensions.md); false (LECTERN_EXTENSIONS=off) answers as a
   * Canvas without them would, so the app can be tried against that.
   */
  extensions: boolean;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    params: ParamTree;
    caller: Caller;
  };
};

export type AppContext = Context<AppEnv>;
