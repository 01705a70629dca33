import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TablePage } from './table-pages';

/** Where the bare pages go in the built app's directory, which the server serves as files. */
const BARE_DIR = 'bench-bare';

const baseName = (target: TablePage) => target.table.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The URL path of `target`'s bare page, once written by `writeBarePages`. */
export const barePath = (target: TablePage) => `/${BARE_DIR}/${baseName(target)}.html`;

const preload = (url: string) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">`;

/**
 * A bare page: no framework, no bundle; its requests preloaded by the document as the app's route documents do,
 * then a small script (the server's CSP allows no inline script) that puts the rows into a table of the same name.
 */
function bareDocument(target: TablePage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare ${target.table}</title>
${target.baseline.urls.map(preload).join('\n')}
<script type="module" src="/${BARE_DIR}/${baseName(target)}.js"></script></head>
<body>
<table aria-label=${JSON.stringify(target.table)}><thead><tr><th>Name</th><th>Detail</th></tr></thead><tbody></tbody></table>
</body></html>
`;
}

function bareScript(target: TablePage): string {
  return `const json = (url) => fetch(url, { credentials: 'same-origin' }).then((response) => {
  if (!response.ok) throw new Error(url + ': ' + response.status);
  return response.json();
});
const rows = await (${target.baseline.rows})(await Promise.all(${JSON.stringify(target.baseline.urls)}.map(json)), json);
document.querySelector('tbody').append(...rows.slice(0, 50).map(([name, detail]) => {
  const row = document.createElement('tr');
  const nameCell = document.createElement('td');
  const link = Object.assign(document.createElement('a'), { href: '#', textContent: name });
  nameCell.append(link);
  row.append(nameCell, Object.assign(document.createElement('td'), { textContent: detail }));
  return row;
}));
`;
}

/** Writes every target's bare page into the built app at `distDir`, so the same server serves it beside the app. */
export function writeBarePages(distDir: string, targets: TablePage[]): void {
  mkdirSync(join(distDir, BARE_DIR), { recursive: true });
  for (const target of targets) {
    writeFileSync(join(distDir, BARE_DIR, `${baseName(target)}.html`), bareDocument(target));
    writeFileSync(join(distDir, BARE_DIR, `${baseName(target)}.js`), bareScript(target));
  }
}
