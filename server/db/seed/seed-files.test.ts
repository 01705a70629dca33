import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBlobStore } from '../../storage/blob-store';
import { seedDemo } from './seed';
import { seeded } from './seed-test-db';

const { db, dataDir } = seeded(seedDemo);
const all = <T>(sql: string) => db.prepare(sql).all() as T[];
const count = (sql: string) => db.prepare(sql).pluck().get() as number;

describe('seedDemo files', () => {
  it('stores real file bytes whose size and md5 match the attachment rows', () => {
    type File = { display_name: string; storage_key: string; size: number; md5: string; content_type: string };
    const files = all<File>('SELECT * FROM attachments');
    const store = createBlobStore(dataDir);
    for (const f of files) {
      const bytes = store.read(f.storage_key);
      expect(bytes.length, f.display_name).toBe(f.size);
      expect(createHash('md5').update(bytes).digest('hex')).toBe(f.md5);
      const magic = bytes.subarray(0, 4).toString('hex');
      if (f.content_type === 'image/png') expect(magic).toBe('89504e47');
      if (f.content_type === 'application/pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (f.content_type === 'video/webm') expect(magic).toBe('1a45dfa3');
    }
    expect(new Set(files.map((f) => f.content_type))).toEqual(
      new Set(['application/pdf', 'image/png', 'text/plain', 'text/csv', 'video/webm']),
    );
    const folders = all<{ full_name: string }>("SELECT full_name FROM folders WHERE context_type = 'Course'");
    expect(folders.map((f) => f.full_name)).toEqual([
      'course files',
      'course files/Lectures',
      'course files/Lectures/Week 1',
      'course files/Lectures/Week 2',
      'course files/Lab Handouts',
      'course files/Images',
    ]);
    const roots = all<{ context_type: string; name: string }>(
      'SELECT context_type, name FROM folders WHERE parent_folder_id IS NULL ORDER BY id',
    );
    expect(roots).toEqual([
      { context_type: 'Course', name: 'course files' },
      { context_type: 'User', name: 'my files' },
      { context_type: 'Group', name: 'files' },
    ]);
    expect(count('SELECT COUNT(*) FROM attachments WHERE hidden = 1')).toBe(1);
    expect(count('SELECT COUNT(*) FROM attachments WHERE locked = 1')).toBe(1);
    const rights = all<{ use_justification: string; license: string }>(`SELECT DISTINCT r.use_justification, r.license
      FROM attachments a JOIN usage_rights r ON r.id = a.usage_rights_id ORDER BY 1`);
    expect(rights).toEqual([
      { use_justification: 'creative_commons', license: 'cc_by' },
      { use_justification: 'fair_use', license: 'private' },
      { use_justification: 'own_copyright', license: 'private' },
    ]);
  });
});
