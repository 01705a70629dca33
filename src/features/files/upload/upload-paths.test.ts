import { describe, expect, it } from 'vitest';
import { pickedFiles } from './dropped-files';
import { batchTooLargeMessage, fileTooLargeMessage } from './upload-messages';
import { destinationOf } from './use-uploads';

const inFolder = (name: string, path: string) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'webkitRelativePath', { value: path });
  return file;
};

const owner = { kind: 'courses', id: '1' } as const;
const week1 = { id: '7', name: 'week 1', full_name: 'course files/week 1', parent_folder_id: '1' };
const root = { id: '1', name: 'course files', full_name: 'course files', parent_folder_id: null };

describe('where picked and dropped files go', () => {
  it('keeps the folders of a picked folder as a path under the target', () => {
    const picked = pickedFiles([inFolder('a.txt', 'photos/a.txt'), inFolder('b.txt', 'photos/2024/b.txt'), new File(['y'], 'c.txt')]);
    expect(picked.map(({ file, folderPath }) => [file.name, folderPath])).toEqual([
      ['a.txt', 'photos'],
      ['b.txt', 'photos/2024'],
      ['c.txt', ''],
    ]);
  });

  it('sends a plain file to the folder by id, a file of a folder by path below the root (missing folders get made)', () => {
    expect(destinationOf({ owner, folder: week1 }, '')).toEqual({ folderId: '7' });
    expect(destinationOf({ owner, folder: week1 }, 'photos/2024')).toEqual({ owner, folderPath: 'week 1/photos/2024' });
    expect(destinationOf({ owner, folder: root }, 'photos')).toEqual({ owner, folderPath: 'photos' });
  });
});

describe('quota messages', () => {
  it('name the size and the space left', () => {
    expect(fileTooLargeMessage(12_000_000, 3_000_000)).toBe('Not enough space: this file is 12 MB and 3 MB is left.');
    expect(fileTooLargeMessage(12_000_000, null)).toBe('Not enough space for this file (12 MB).');
    const files = [new File(['x'.repeat(1500)], 'a'), new File(['x'.repeat(500)], 'b')];
    expect(batchTooLargeMessage(files, 1000)).toMatch(/^Not enough space: These 2 files total 2 KB and 1 KB is left\./);
  });
});
