// Where better-sqlite3 keeps its compiled addon, relative to its package: present once its install script has run.
// scripts/test-all.mjs builds it when missing; scripts/test-example.mjs offers it to the example's install.
import path from 'node:path';

export const SQLITE_ADDON = path.join('build', 'Release', 'better_sqlite3.node');
