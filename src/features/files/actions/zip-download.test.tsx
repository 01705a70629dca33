import { describe, expect, it } from 'vitest';
import { fetchAllFolderFiles } from '@/api/files';
import { fetchFolderChain } from '@/api/folders';
import { renderWithApi } from '@/test/render-app';
import { DEMO_IDS } from '../../../../server/db/seed/demo-ids';
import { seedDemo } from '../../../../server/db/seed/seed';
import { createTestApp } from '../../../../server/test/test-app';
import { zipBlob } from './zip-download';

/** The names of a zip's entries, read from its central directory records (signature PK\1\2). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + length)));
  }
  return names;
}

describe('zip download, against the real API and the demo files', () => {
  it('puts a folder’s files and subfolders under its name, and a file beside it, fetched through their urls', async () => {
    const app = createTestApp();
    seedDemo(app.db, { dataDir: app.dataDir, now: new Date('2026-11-22T12:00:00Z') });
    app.data.token(DEMO_IDS.users.teacher, 'zip-teacher-token');
    renderWithApi(app, <p>zip</p>, 'zip-teacher-token');
    // Read as the app reads them, so their urls are on the page's origin.
    const [, lectures] = await fetchFolderChain({ kind: 'courses', id: '1' }, ['Lectures']);
    const rootFiles = await fetchAllFolderFiles(String(DEMO_IDS.biology.rootFolder));
    const syllabus = rootFiles.find((file) => file.display_name === 'Syllabus.pdf');
    if (!syllabus) throw new Error('the demo course has a syllabus');

    if (!lectures) throw new Error('the demo course has Lectures');
    const blob = await zipBlob([{ kind: 'folder', folder: lectures }, { kind: 'file', file: syllabus }]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(zipEntryNames(bytes).sort()).toEqual([
      'Lectures/Week 1/Week 1 - Introduction to Cells.pdf',
      'Lectures/Week 1/Week 1 Notes.txt',
      'Lectures/Week 2/Osmosis Demo.webm',
      'Lectures/Week 2/Week 2 - Membranes and Transport.pdf',
      'Syllabus.pdf',
    ]);
    // Stored, not compressed: the syllabus's own bytes are in the zip.
    const original = new Uint8Array(await (await fetch(syllabus.url)).arrayBuffer());
    expect(bytes.length).toBeGreaterThan(original.length);
    expect(Buffer.from(bytes).includes(Buffer.from(original))).toBe(true);
  });
});
