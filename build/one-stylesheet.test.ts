import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withOneStylesheet } from './one-stylesheet';

const dirs: string[] = [];

function builtDir(styles: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lectern-one-stylesheet-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, css] of Object.entries(styles)) writeFileSync(join(dir, 'assets', name), css);
  return dir;
}

const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;
const documentLinking = (...files: string[]) => `<!doctype html><html><head>\n    ${files.map(link).join('\n    ')}\n  </head><body></body></html>`;
const hrefs = (html: string, disabled: boolean) =>
  [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)"( disabled)?>/g)].filter(([, , off]) => Boolean(off) === disabled).map(([, href]) => href);

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('withOneStylesheet', () => {
  it('links one file holding the parts in the document’s order, and keeps each part linked but never fetched', () => {
    const dir = builtDir({ 'app.css': '.app{color:red}', 'route.css': '.app{color:blue}', 'extra.css': '.x{margin:0}' });
    const html = withOneStylesheet(dir, documentLinking('app.css', 'route.css', 'extra.css'));
    const [combined, ...others] = hrefs(html, false);
    expect(others).toEqual([]);
    // The later rule still wins: the cascade is the documents' own.
    expect(readFileSync(join(dir, combined ?? ''), 'utf8')).toBe('.app{color:red}\n.app{color:blue}\n.x{margin:0}');
    expect(hrefs(html, true)).toEqual(['assets/app.css', 'assets/route.css', 'assets/extra.css']);
    expect(html.indexOf(combined ?? '')).toBeLessThan(html.indexOf('assets/app.css'));
  });

  it('names the file by its content, so a changed stylesheet is a new file the browser has never cached', () => {
    const dir = builtDir({ 'app.css': '.a{}', 'one.css': '.b{}', 'two.css': '.c{}' });
    const first = hrefs(withOneStylesheet(dir, documentLinking('app.css', 'one.css')), false);
    const again = hrefs(withOneStylesheet(dir, documentLinking('app.css', 'one.css')), false);
    const other = hrefs(withOneStylesheet(dir, documentLinking('app.css', 'two.css')), false);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first[0]).toMatch(/^assets\/[\w-]+\.css$/);
  });

  it('leaves a document with a single stylesheet, or none, as it was', () => {
    const dir = builtDir({ 'app.css': '.a{}' });
    for (const html of [documentLinking('app.css'), documentLinking()]) expect(withOneStylesheet(dir, html)).toBe(html);
  });
});
