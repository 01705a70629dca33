import type { Statement } from 'better-sqlite3';
import type { Db } from '../../canvas/context';

/*
 * The database as it was when testing mode started, and the rows changed since (decision 0085). Each table's rows
 * are copied once into an in-memory database attached to the same connection; temporary triggers note the rowid of
 * every row inserted, updated or deleted since. A restore puts back exactly those rows, so it costs what a test
 * changed rather than what the seed holds (a full copy of the large seed takes a second), and it runs on the app's
 * own connection: the statements the app has prepared (db/statements.ts) stay valid.
 */

export type DatabaseTemplate = {
  /** Puts back every row changed since the template was taken, and the AUTOINCREMENT counters; all or nothing. */
  restore: () => void;
};

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Attached databases are per connection; a counter lets two apps over one database (tests) keep their own. */
let templates = 0;

type TableRestore = { remove: Statement; copy: Statement };

export function takeDatabaseTemplate(db: Db): DatabaseTemplate {
  const schema = `lectern_reset_${++templates}`;
  const changes = `${schema}_changes`;
  const tables = db
    .prepare<[], { name: string }>(`SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`)
    .all()
    .map((row) => row.name);
  db.exec(`ATTACH ':memory:' AS ${schema}`);
  db.exec(`CREATE TEMP TABLE ${changes} (tbl TEXT NOT NULL, row INTEGER NOT NULL, PRIMARY KEY (tbl, row)) WITHOUT ROWID`);
  // A row deleted to make room for an INSERT OR REPLACE fires delete triggers only with recursive triggers on.
  db.pragma('recursive_triggers = ON');
  const byTable = new Map<string, TableRestore>();
  for (const table of tables) byTable.set(table, templateTable(db, schema, changes, table));
  const sequence = templateSequence(db, schema);
  const changed = db.prepare<[], { tbl: string }>(`SELECT DISTINCT tbl FROM temp.${changes}`);
  const forget = db.prepare(`DELETE FROM temp.${changes}`);
  const restoreRows = db.transaction(() => {
    for (const { tbl } of changed.all()) {
      const table = byTable.get(tbl);
      table?.remove.run();
      table?.copy.run();
    }
    sequence?.remove.run();
    sequence?.copy.run();
    // The copies above fired the triggers too.
    forget.run();
  });
  return {
    restore: () => {
      // Rows go back in any order, children before parents; the template as a whole satisfies every key.
      db.pragma('foreign_keys = OFF');
      try {
        restoreRows.immediate();
      } finally {
        db.pragma('foreign_keys = ON');
      }
    },
  };
}

/**
 * The next id of a table with an INTEGER PRIMARY KEY follows its largest, which the rows restore; a table declared
 * AUTOINCREMENT counts in sqlite_sequence instead, restored whole (one row per such table).
 */
function templateSequence(db: Db, schema: string): TableRestore | undefined {
  const exists = db.prepare(`SELECT 1 FROM main.sqlite_master WHERE name = 'sqlite_sequence'`).get();
  if (!exists) return undefined;
  db.exec(`CREATE TABLE ${schema}.sequence AS SELECT name, seq FROM main.sqlite_sequence`);
  return {
    remove: db.prepare('DELETE FROM main.sqlite_sequence'),
    copy: db.prepare(`INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM ${schema}.sequence`),
  };
}

/** Copies one table's rows, with their rowids, and installs the triggers that note its changed rows. */
function templateTable(db: Db, schema: string, changes: string, table: string): TableRestore {
  const name = quote(table);
  const columns = db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .map((column) => quote(column.name))
    .join(', ');
  db.exec(`CREATE TABLE ${schema}.${name} AS SELECT rowid AS lectern_rowid, ${columns} FROM main.${name}`);
  db.exec(`CREATE INDEX ${schema}.${quote(`${table}_lectern_rowid`)} ON ${name} (lectern_rowid)`);
  const note = (row: string) => `INSERT OR IGNORE INTO temp.${changes} (tbl, row) VALUES (${sqlText(table)}, ${row});`;
  const trigger = (event: string, body: string) =>
    db.exec(`CREATE TEMP TRIGGER ${quote(`${schema}_${table}_${event}`)} AFTER ${event} ON main.${name} BEGIN ${body} END`);
  trigger('INSERT', note('NEW.rowid'));
  trigger('UPDATE', `${note('OLD.rowid')} ${note('NEW.rowid')}`);
  trigger('DELETE', note('OLD.rowid'));
  const rows = `SELECT row FROM temp.${changes} WHERE tbl = ${sqlText(table)}`;
  return {
    remove: db.prepare(`DELETE FROM main.${name} WHERE rowid IN (${rows})`),
    copy: db.prepare(`INSERT INTO main.${name} (rowid, ${columns}) SELECT lectern_rowid, ${columns} FROM ${schema}.${name} WHERE lectern_rowid IN (${rows})`),
  };
}

const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;
