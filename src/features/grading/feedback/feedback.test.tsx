import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignmentQueries } from '@/api/assignments';
import { CanvasApiError } from '@/api/http/canvas-api-error';
import type { CanvasFile } from '@/api/schemas/file';
import { sendFileComment } from '@/api/submission-comments';
import { submissionQueries } from '@/api/submissions';
import { inDataRouter, renderWithApi } from '@/test/render-app';
import { gradingWorld } from '../../../../server/test/grading-world';
import { uploadFile } from '../../../../server/test/upload-client';
import { GradePanel } from '../grade-panel/grade-panel';
import { GradeSavingProvider } from '../saving/grade-saving';
import type { CommentOutbox, QueuedComment } from './comment-outbox';
import { OutboxSetupContext, type OutboxSetup } from './use-comment-outbox';

/** An outbox in memory, standing in for IndexedDB: what is in `stored` survives a reload in the real one. */
function memoryOutbox(): CommentOutbox & { stored: Map<string, QueuedComment> } {
  const stored = new Map<string, QueuedComment>();
  return {
    stored,
    put: (entry) => Promise.resolve(void stored.set(entry.id, entry)),
    remove: (id) => Promise.resolve(void stored.delete(id)),
    list: () => Promise.resolve([...stored.values()]),
  };
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would. */
const blobBytes = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(new Uint8Array(reader.result as ArrayBuffer)));
    reader.readAsArrayBuffer(blob);
  });

const networkDown = () => new CanvasApiError({ kind: 'network', status: 0, url: '/files_api', body: null });

async function setup(options: { teacherComment?: string } = {}) {
  const world = gradingWorld();
  const assignmentId = await world.assignment();
  if (options.teacherComment) await world.grade(assignmentId, world.student, { comment: { text_comment: options.teacherComment } });
  const outbox = memoryOutbox();
  const network = { online: true, uploads: 0 };
  // Step 2 goes by XMLHttpRequest in the app; here the same three steps go straight into the test server.
  const setupValue: OutboxSetup = {
    openOutbox: () => Promise.resolve(outbox),
    transport: {
      upload: async (target, blob, name, onProgress) => {
        if (!network.online) throw networkDown();
        network.uploads += 1;
        const path = `/api/v1/courses/${target.courseId}/assignments/${target.assignmentId}/submissions/${target.userId}/comments/files`;
        const bytes = await blobBytes(blob);
        const { body } = await uploadFile(world.app, path, 'teacher-token', { name, size: bytes.length }, bytes);
        onProgress({ loaded: bytes.length, total: bytes.length });
        return body as CanvasFile;
      },
      send: async (target, comment) => {
        if (!network.online) throw networkDown();
        return sendFileComment(target, comment);
      },
    },
  };
  const courseId = String(world.course.id);
  function Harness() {
    const assignment = useQuery(assignmentQueries.detail(courseId, String(assignmentId)));
    const submission = useQuery(submissionQueries.detail(courseId, String(assignmentId), String(world.student)));
    return (
      <OutboxSetupContext.Provider value={setupValue}>
        <GradeSavingProvider courseId={courseId} assignmentId={String(assignmentId)}>
          {assignment.data && submission.data ? (
            <GradePanel courseId={courseId} assignment={assignment.data} submission={submission.data} studentLabel="Sam" hideNames={false} timeZone="UTC" />
          ) : (
            <p>Loading</p>
          )}
        </GradeSavingProvider>
      </OutboxSetupContext.Provider>
    );
  }
  renderWithApi(world.app, inDataRouter(<Harness />), 'teacher-token');
  const comments = () =>
    world.app.db.prepare<[], { comment: string; files: number }>(
      `SELECT c.comment, (SELECT COUNT(*) FROM submission_comment_attachments l WHERE l.comment_id = c.id) AS files FROM submission_comments c ORDER BY c.id`,
    ).all();
  return { ...world, assignmentId, outbox, network, comments };
}

const attach = async (...files: File[]) => fireEvent.change(await screen.findByLabelText('Files to attach'), { target: { files } });
const thread = () => screen.getByRole('list', { name: 'Thread' });

beforeEach(() => localStorage.clear());

describe('feedback files in the grade panel', () => {
  it('keeps a comment with a file written offline, shows it waiting, and sends it when the network returns', async () => {
    const world = await setup();
    world.network.online = false;
    await attach(new File(['margin notes'], 'notes.txt', { type: 'text/plain' }));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('notes.txt')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'See the notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const waiting = await screen.findByRole('list', { name: 'Comments not sent yet' });
    await within(waiting).findByText(/Waiting for the network/);
    expect([...world.outbox.stored.values()].map((entry) => [entry.text, entry.files.map((f) => f.name)])).toEqual([['See the notes', ['notes.txt']]]);
    expect(world.comments()).toEqual([]);

    world.network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(world.comments()).toEqual([{ comment: 'See the notes', files: 1 }]));
    const files = await within(thread()).findByRole('list', { name: 'Comment files' });
    expect(within(files).getByText('notes.txt')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Comments not sent yet' })).toBeNull();
    expect(world.outbox.stored.size).toBe(0);
  });

  it('takes files dropped on the comment box, each removable before sending', async () => {
    await setup();
    const box = await screen.findByLabelText('Comment');
    const files = [new File(['a'], 'scan-1.png', { type: 'image/png' }), new File(['b'], 'scan-2.png', { type: 'image/png' })];
    fireEvent.drop(box, { dataTransfer: { files, types: ['Files'] } });
    const staged = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(staged).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('scan-1.png'), expect.stringContaining('scan-2.png')]);
    fireEvent.click(within(staged).getByRole('button', { name: 'Remove scan-1.png' }));
    expect(within(staged).queryByText('scan-1.png')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('disabled')).toBeNull();
  });

  it('shows a refused comment with its reason, and discards it only after a confirmation', async () => {
    const world = await setup();
    await attach(new File(['x'], 'late.txt', { type: 'text/plain' }));
    // The student leaves the course meanwhile: the server refuses the upload with 404, for good.
    world.app.db.prepare(`UPDATE enrollments SET workflow_state = 'deleted' WHERE user_id = ?`).run(world.student);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(/^Not sent:/);
    expect(world.outbox.stored.size).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this comment?' });
    expect(world.outbox.stored.size).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard comment' }));
    await waitFor(() => expect(world.outbox.stored.size).toBe(0));
    expect(screen.queryByRole('list', { name: 'Comments not sent yet' })).toBeNull();
  });

  it('records audio with MediaRecorder and stages the recording as a file', async () => {
    const stop = vi.fn();
    class FakeRecorder extends EventTarget {
      mimeType = 'audio/webm';
      constructor(readonly stream: unknown) {
        super();
      }
      start() {}
      stop() {
        const data = Object.assign(new Event('dataavailable'), { data: new Blob(['ogg-ish'], { type: 'audio/webm' }) });
        this.dispatchEvent(data);
        this.dispatchEvent(new Event('stop'));
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] })) },
    });
    await setup();
    expect(await screen.findByText(/Lectern has no media server/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Record audio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    const staged = await screen.findByRole('list', { name: 'Files to send' });
    expect(within(staged).getByText(/^audio-comment-.*\.webm$/)).toBeTruthy();
    expect(stop).toHaveBeenCalled();
  });

  it("edits and, after a confirmation, deletes the grader's own comment", async () => {
    const world = await setup({ teacherComment: 'Good start' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit comment' }));
    const form = await screen.findByRole('form', { name: 'Edit comment' });
    fireEvent.change(within(form).getByLabelText('Comment text'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Write the comment, or delete it instead.');
    fireEvent.change(within(form).getByLabelText('Comment text'), { target: { value: 'Good start; see page 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(thread()).findByText('Good start; see page 2');
    expect(within(thread()).getByText('Edited')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    expect(world.comments()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await screen.findByText('No comments yet.');
    expect(world.comments()).toEqual([]);
  });
});

