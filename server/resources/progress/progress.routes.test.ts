import { describe, expect, it } from 'vitest';
import { progressContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { createTestApp } from '../../test/test-app';
import { standardWorld } from '../../test/test-data';
import { JobFailure, runInBackground, type ReportProgress } from './progress-runner';
import { createProgress, findProgress } from './progress.store';

function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const start = () => createProgress(app.db, { contextType: 'Course', contextId: w.course.id, userId: w.teacher, tag: 'submissions_update' });
  return { app, ...w, start };
}

const read = async (app: ReturnType<typeof world>['app'], id: number, token = 'teacher-token') => {
  const { status, body } = await app.get(`/api/v1/progress/${id}`, token);
  expect(status).toBe(200);
  return expectContract(progressContract, body);
};

describe('GET /api/v1/progress/:id', () => {
  it('answers a queued job without results, and its results once completed', async () => {
    const { app, start } = world();
    const progress = start();
    let finish: (value: unknown) => void = () => undefined;
    const done = runInBackground(app.db, progress, () => new Promise((resolve) => (finish = resolve)));
    const queued = await read(app, progress.id);
    expect(queued).toMatchObject({ workflow_state: 'queued', completion: 0, tag: 'submissions_update', context_type: 'Course' });
    expect(queued).not.toHaveProperty('results');
    expect(queued.url).toBe(`http://lectern.test/api/v1/progress/${progress.id}`);
    await expect.poll(async () => (await read(app, progress.id)).workflow_state).toBe('running');
    finish({ saved: 3 });
    await done;
    expect(await read(app, progress.id)).toMatchObject({ workflow_state: 'completed', completion: 100, results: { saved: 3 } });
  });

  it('reports completion as the work goes, and fails with the message meant for the caller', async () => {
    const { app, start } = world();
    const progress = start();
    const seen: number[] = [];
    await runInBackground(app.db, progress, (report: ReportProgress) => {
      report(40, 'Graded 2 of 5');
      seen.push(findProgress(app.db, progress.id)?.completion ?? -1);
      return Promise.reject(new JobFailure('The assignment was deleted.'));
    });
    expect(seen).toEqual([40]);
    expect(await read(app, progress.id)).toMatchObject({ workflow_state: 'failed', message: 'The assignment was deleted.', completion: 40 });
  });

  it('keeps an unexpected error’s details from the caller', async () => {
    const { app, start } = world();
    const progress = start();
    const quiet = console.error;
    console.error = () => undefined;
    try {
      await runInBackground(app.db, progress, () => Promise.reject(new Error('SQLITE_CORRUPT: /var/data/lectern.sqlite')));
    } finally {
      console.error = quiet;
    }
    expect(await read(app, progress.id)).toMatchObject({ workflow_state: 'failed', message: 'The job failed.' });
  });

  it('is for the caller who started it and the course’s graders; a student, an outsider and no one else is refused', async () => {
    const { app, start } = world();
    const { id } = start();
    expect((await app.get(`/api/v1/progress/${id}`, 'ta-token')).status).toBe(200);
    expect((await app.get(`/api/v1/progress/${id}`, 'admin-token')).status).toBe(200);
    expect((await app.get(`/api/v1/progress/${id}`, 'student-token')).status).toBe(403);
    expect((await app.get(`/api/v1/progress/${id}`, 'outsider-token')).status).toBe(403);
    expect((await app.get(`/api/v1/progress/999999`, 'teacher-token')).status).toBe(404);
  });
});

describe('POST /api/v1/progress/:id/cancel', () => {
  it('fails a running job with the given message, and the job stops at its next report', async () => {
    const { app, start } = world();
    const progress = start();
    let reached = 0;
    let resume: () => void = () => undefined;
    const done = runInBackground(app.db, progress, async (report) => {
      report(10);
      await new Promise<void>((resolve) => (resume = resolve));
      report(50);
      reached = 50;
      return { saved: 1 };
    });
    await expect.poll(async () => (await read(app, progress.id)).completion).toBe(10);
    const { status, body } = await app.send('POST', `/api/v1/progress/${progress.id}/cancel`, 'teacher-token', { message: 'Stopped by Terry' });
    expect(status).toBe(200);
    expect(expectContract(progressContract, body)).toMatchObject({ workflow_state: 'failed', message: 'Stopped by Terry' });
    resume();
    await done;
    expect(reached).toBe(0);
    expect(await read(app, progress.id)).toMatchObject({ workflow_state: 'failed', message: 'Stopped by Terry' });
  });

  it('leaves a finished job as it finished', async () => {
    const { app, start } = world();
    const progress = start();
    await runInBackground(app.db, progress, () => Promise.resolve({ posted: 4 }));
    const { body } = await app.send('POST', `/api/v1/progress/${progress.id}/cancel`, 'teacher-token', {});
    expect(expectContract(progressContract, body)).toMatchObject({ workflow_state: 'completed', results: { posted: 4 } });
  });
});
