import { describe, expect, it } from 'vitest';
import type { CanvasFile } from '@/api/schemas/file';
import type { CanvasFolder } from '@/api/schemas/folder';
import { movableInto } from './drag-move';
import { itemKey, type BrowserItem } from './files-owner';
import type { CanvasId } from '@/api/schemas/ids';

const folder = (id: CanvasId, fullName: string, parent: CanvasId | null): CanvasFolder => ({
  id,
  name: fullName.split('/').at(-1) ?? fullName,
  full_name: fullName,
  parent_folder_id: parent,
});
const root = folder('1', 'course files', null);
const week = folder('2', 'course files/week', '1');
const slides = folder('3', 'course files/week/slides', '2');
const weekly = folder('4', 'course files/weekly', '1');
const asFolder = (row: CanvasFolder): BrowserItem => ({ kind: 'folder', folder: row });
const file = (id: CanvasId, folderId: CanvasId): BrowserItem => ({
  kind: 'file',
  file: { id, display_name: `${id}.txt`, 'content-type': 'text/plain', url: '', size: 1, folder_id: folderId } satisfies CanvasFile,
});
const keys = (items: BrowserItem[]) => items.map(itemKey);

describe('what a drop of rows onto a folder moves', () => {
  it('refuses a folder onto itself or anything below it, even with other rows in the drag', () => {
    expect(movableInto([asFolder(week)], week)).toEqual([]);
    expect(movableInto([asFolder(week), file('9', '1')], slides)).toEqual([]);
  });

  it('leaves out rows already in the folder', () => {
    expect(movableInto([asFolder(week)], root)).toEqual([]);
    expect(keys(movableInto([file('9', '2'), file('10', '1')], week))).toEqual(['file:10']);
  });

  it('accepts a folder onto a sibling whose name merely starts the same', () => {
    expect(keys(movableInto([asFolder(week)], weekly))).toEqual(['folder:2']);
  });

  it('moves files and folders together', () => {
    expect(keys(movableInto([file('9', '3'), asFolder(weekly)], week))).toEqual(['file:9', 'folder:4']);
  });
});
