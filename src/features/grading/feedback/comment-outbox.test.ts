import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { CanvasFile } from '@/api/schemas/file';
import { openCommentOutbox, type QueuedComment } from './comment-outbox';
import { sendQueuedComment } from './send-queued-comment';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

const entry = (id: string, queuedAt: string): QueuedComment => ({
  id,
  courseId: '1',
  assignmentId: '10',
  userId: '5',
  text: 'See the notes',
  groupComment: false,
  files: [
    { key: 'a', name: 'a.txt', type: 'text/plain', size: 1, bytes: bytes('a') },
    { key: 'b', name: 'b.txt', type: 'text/plain', size: 1, bytes: bytes('b') },
  ],
  queuedAt,
});

describe('the comment outbox', () => {
  it('keeps queued comments with their bytes across a reopen (a reload), oldest first, until removed', async () => {
    const first = await openCommentOutbox('outbox-test-reopen');
    await first.put(entry('later', '2026-11-26T10:05:00Z'));
    await first.put(entry('earlier', '2026-11-26T10:00:00Z'));
    const reopened = await openCommentOutbox('outbox-test-reopen');
    const listed = await reopened.list('1', '10');
    expect(listed.map((e) => e.id)).toEqual(['earlier', 'later']);
    expect(new TextDecoder().decode(listed[0]?.files[1]?.bytes)).toBe('b');
    await reopened.remove('earlier');
    expect((await reopened.list('1', '10')).map((e) => e.id)).toEqual(['later']);
    expect(await reopened.list('1', '11')).toEqual([]);
  });

  it('resumes after a failure without uploading again a file the server already has, with each file its own progress', async () => {
    const uploaded: string[] = [];
    let failOn = 'b.txt';
    const kept: QueuedComment[] = [];
    const transport = {
      upload: (_target: unknown, _blob: Blob, name: string, onProgress: (progress: { loaded: number; total: number }) => void) => {
        if (name === failOn) return Promise.reject(new Error('network'));
        onProgress({ loaded: 1, total: 2 });
        uploaded.push(name);
        return Promise.resolve({ id: `file-${name}` } as unknown as CanvasFile);
      },
      send: (_target: unknown, comment: { text_comment: string; file_ids: string[] }) => Promise.resolve(comment),
    };
    const keep = (next: QueuedComment) => Promise.resolve(void kept.push(next));
    await expect(sendQueuedComment(entry('c', '2026-11-26T10:00:00Z'), transport, keep, () => undefined)).rejects.toThrow('network');
    const resumed = kept.at(-1);
    expect(resumed?.files.map((f) => f.uploadedId)).toEqual(['file-a.txt', undefined]);
    failOn = '';
    const progress: [string, number][] = [];
    const sent = await sendQueuedComment(resumed ?? entry('c', ''), transport, keep, (key, fraction) => void progress.push([key, fraction]));
    expect(uploaded).toEqual(['a.txt', 'b.txt']);
    // Only the file still to upload reports progress, its own.
    expect(progress).toEqual([['b', 0.5], ['b', 1]]);
    expect(sent).toEqual({ text_comment: 'See the notes', file_ids: ['file-a.txt', 'file-b.txt'] });
  });
});
