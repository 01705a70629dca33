import { describe, expect, it } from 'vitest';
import type { BrowserItem } from '../files-owner';
import { deleteTitle, describeItem, joinNames } from './describe-items';
import { zipSegment } from './zip-download';
import type { CanvasId } from '@/api/schemas/ids';

const file = (id: CanvasId, name: string): BrowserItem => ({ kind: 'file', file: { id, display_name: name, 'content-type': 'text/plain', url: '', size: 1 } });
const folder = (id: CanvasId, name: string, files: number, folders: number): BrowserItem => ({
  kind: 'folder',
  folder: { id, name, full_name: `course files/${name}`, parent_folder_id: '1', files_count: files, folders_count: folders },
});

describe('what a confirmation names', () => {
  it('names files, and folders with what they hold', () => {
    const items = [file('1', 'report.pdf'), file('2', 'notes.txt'), folder('3', 'Week 1', 12, 0)];
    expect(deleteTitle(items)).toBe('Delete 3 items?');
    expect(joinNames(items.map(describeItem))).toBe('report.pdf, notes.txt and the folder Week 1 (12 files inside)');
    expect(describeItem(folder('4', 'Empty', 0, 0))).toBe('the folder Empty');
    expect(describeItem(folder('5', 'Both', 1, 2))).toBe('the folder Both (1 file and 2 folders inside)');
    expect(deleteTitle([file('1', 'report.pdf')])).toBe('Delete report.pdf?');
  });

  it('keeps a long list readable', () => {
    const names = Array.from({ length: 20 }, (_, index) => `f${index}`);
    expect(joinNames(names, 4)).toBe('f0, f1, f2 and 17 more');
  });
});

describe('zip paths', () => {
  it('never lets a stored name leave the zip’s folder', () => {
    expect(zipSegment('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(zipSegment('..')).toBe('_');
    expect(zipSegment('a\\b\u0000c')).toBe('a_b_c');
    expect(zipSegment('résumé "final".pdf')).toBe('résumé "final".pdf');
  });
});
