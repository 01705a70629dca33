import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isCanvasApiError } from '@/api/http/canvas-api-error';
import type { CanvasId } from '@/api/schemas/ids';
import { sendFileComment, uploadCommentFile } from '@/api/submission-comments';
import { submissionKeys } from '@/api/submissions';
import type { PlannedStudent } from './feedback-plan';

export type StudentResult = { status: 'waiting' | 'sending' | 'done' } | { status: 'failed'; message: string };

/** The comment each student's files arrive with. */
const FEEDBACK_COMMENT = 'Feedback files attached.';

const failure = (error: unknown) =>
  isCanvasApiError(error) ? (error.messages[0] ?? error.message) : error instanceof Error ? error.message : 'Something went wrong.';

/**
 * Sends each planned student's files as one comment (upload each file for the comment, then the grade PUT with
 * comment[file_ids][]), one student at a time, with the bytes sent so far and a result per student. Retrying
 * sends only the students that failed.
 */
export function useFeedbackSend(courseId: CanvasId, assignmentId: CanvasId) {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<ReadonlyMap<string, StudentResult>>(new Map());
  const [sent, setSent] = useState({ bytes: 0, total: 0 });
  const running = useRef(false);

  const setResult = (userId: string, result: StudentResult) => setResults((old) => new Map(old).set(userId, result));

  async function sendOne(student: PlannedStudent, before: number) {
    const target = { courseId, assignmentId, userId: student.userId };
    let done = before;
    const ids: CanvasId[] = [];
    for (const file of student.files) {
      const blob = new Blob([file.bytes as Uint8Array<ArrayBuffer>]);
      const uploaded = await uploadCommentFile(target, blob, file.name, { onProgress: ({ loaded }) => setSent((s) => ({ ...s, bytes: done + loaded })) });
      done += file.bytes.byteLength;
      ids.push(uploaded.id);
    }
    await sendFileComment(target, { text_comment: FEEDBACK_COMMENT, file_ids: ids });
    await queryClient.invalidateQueries({ queryKey: submissionKeys.detail(courseId, assignmentId, student.userId) });
  }

  async function send(students: readonly PlannedStudent[]) {
    if (running.current) return;
    running.current = true;
    const total = students.reduce((sum, s) => sum + s.files.reduce((n, f) => n + f.bytes.byteLength, 0), 0);
    setSent({ bytes: 0, total });
    setResults((old) => new Map([...old, ...students.map((s) => [s.userId, { status: 'waiting' } as const] as const)]));
    let before = 0;
    for (const student of students) {
      setResult(student.userId, { status: 'sending' });
      try {
        await sendOne(student, before);
        setResult(student.userId, { status: 'done' });
      } catch (error) {
        setResult(student.userId, { status: 'failed', message: failure(error) });
      }
      before += student.files.reduce((n, f) => n + f.bytes.byteLength, 0);
      setSent({ bytes: before, total });
    }
    running.current = false;
  }

  return { results, sent, send };
}
