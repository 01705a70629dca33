import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycles, importGraph, runtimeSpecifiers } from './import-cycles';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project of its own on disk: files relative to its root, and the cycles found in it, as relative paths. */
function cyclesIn(files: Record<string, string>): string[][] {
  const root = mkdtempSync(path.join(tmpdir(), 'lectern-cycles-'));
  made.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return cycles(importGraph(root, ['src', 'server'], { '@/': 'src/' })).map((component) => component.map((file) => path.relative(root, file)));
}

describe('import cycles', () => {
  it('finds two modules that load each other, through the @/ alias and a folder index', () => {
    expect(
      cyclesIn({
        'src/a.ts': "import { b } from '@/lib';\nexport const a = b;",
        'src/lib/index.ts': "export { b } from './b';",
        'src/lib/b.ts': "import { a } from '../a';\nexport const b = 1; export const c = () => a;",
        'src/free.ts': "import { a } from './a';\nexport const free = a;",
      }),
    ).toEqual([['src/a.ts', 'src/lib/b.ts', 'src/lib/index.ts']]);
  });

  it('counts a dynamic import and a side-effect import, and no import of types alone', () => {
    expect(
      cyclesIn({
        'src/route.tsx': "import type { Shape } from './table';\nimport { type Row } from './table';\nexport const load = () => import('./table');",
        'src/table.ts': "import './route';\nexport type Shape = 1; export type Row = 2;",
        'server/x.ts': "import type { Y } from './y';\nexport type X = Y;",
        'server/y.ts': "import type { X } from './x';\nexport type Y = X;",
      }),
    ).toEqual([['src/route.tsx', 'src/table.ts']]);
  });

  it('ignores packages and finds nothing in a tree without cycles', () => {
    expect(cyclesIn({ 'server/app.ts': "import { Hono } from 'hono';\nimport { db } from './db.js';\nexport const app = [Hono, db];", 'server/db.ts': 'export const db = 1;' })).toEqual([]);
  });

  it('keeps a default import beside type-only names, and drops `export type ... from`', () => {
    expect(runtimeSpecifiers('x.ts', "import React, { type FC } from 'react';\nexport type { A } from './a';\nexport * from './b';")).toEqual(['react', './b']);
  });
});
