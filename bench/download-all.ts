import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../server/canvas/context';
import { openDatabase } from '../server/db/open';
import { createBlobStore } from '../server/storage/blob-store';
import { assertMeasured, type Result } from './budget';
import type { GradingTarget } from './grading';
import { startServer } from './lectern-server';

/** Each student's upload: distinct bytes, so the zip's ~100 MB are read from as many files on disk. */
const FILE_BYTES = 32 * 1024;
/**
 * The ceiling on the server's resident memory growth while one zip streams. Holding the zip whole would grow it by
 * the zip's size (about 100 MB here); streaming keeps the entry list (a few MB) and a few chunks in flight.
 */
const CEILING_MB = 48;
const SAMPLE_MS = 25;

/** Gives every submission of the assignment an uploaded file beside its text, as a lab report would have. */
function attachUploads(db: Db, dataDir: string, assignmentId: number): number {
  const blobs = createBlobStore(dataDir);
  const rows = db.prepare<[number], { id: number; user_id: number; attempt: number | null }>(
    'SELECT id, user_id, attempt FROM submissions WHERE assignment_id = ? AND submission_type IS NOT NULL').all(assignmentId);
  const at = new Date().toISOString();
  const file = db.prepare(`INSERT INTO attachments (context_type, context_id, user_id, display_name, filename, content_type, size, storage_key, md5, uuid, created_at, updated_at, modified_at)
    VALUES ('Submission', ?, ?, 'lab-report.pdf', 'lab-report.pdf', 'application/pdf', ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare('INSERT INTO submission_attachments (submission_id, attempt, attachment_id) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const row of rows) {
      const blob = blobs.put(randomBytes(FILE_BYTES));
      const { lastInsertRowid } = file.run(row.id, row.user_id, blob.size, blob.storageKey, blob.md5, randomUUID().replace(/-/g, ''), at, at, at);
      link.run(row.id, row.attempt ?? 1, Number(lastInsertRowid));
    }
  })();
  return rows.length;
}

/** The resident set of a process and all its descendants (tsx runs the server as a child), in bytes. */
function treeRss(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const id = stack.pop() ?? 0;
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // A process that ended between the listing and the read holds no memory.
    }
  }
  return total;
}

/**
 * Download all of the 3,000-student assignment from the real server (one process), reading the zip as fast as
 * the socket gives it and discarding it, while sampling the server's resident memory: its peak growth over the
 * idle server must stay under CEILING_MB.
 */
export async function measureDownloadAll(dataDir: string, target: GradingTarget): Promise<Result[]> {
  const db = openDatabase(join(dataDir, 'lectern.sqlite'));
  const students = attachUploads(db, dataDir, target.assignmentId);
  db.close();
  assertMeasured('submissions given uploads', students, 3000);
  const server = await startServer(dataDir, undefined, { LECTERN_WORKERS: '1' });
  try {
    const url = `${server.origin}/courses/${target.courseId}/assignments/${target.assignmentId}/submissions?zip=1`;
    const headers = { Authorization: 'Bearer demo-teacher' };
    // Warm: the route's code loaded and its statements prepared, so the baseline is the server at rest.
    await fetch(url, { method: 'HEAD', headers });
    const baseline = treeRss(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(server.pid))), SAMPLE_MS);
    const started = performance.now();
    const response = await fetch(url, { headers });
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) bytes += part.value.byteLength;
    clearInterval(sampler);
    peak = Math.max(peak, treeRss(server.pid));
    const seconds = (performance.now() - started) / 1000;
    assertMeasured('zip bytes received', bytes, students * FILE_BYTES);
    if (bytes !== Number(response.headers.get('content-length'))) throw new Error(`the zip sent ${bytes} bytes of ${response.headers.get('content-length')}`);
    if (baseline === 0) throw new Error('no memory figure: /proc gave nothing for the server');
    const growthMb = (peak - baseline) / 1e6;
    console.log(`download all: ${(bytes / 1e6).toFixed(0)} MB zip of ${students} submissions in ${seconds.toFixed(1)} s; server RSS ${(baseline / 1e6).toFixed(0)} MB at rest, peak +${growthMb.toFixed(1)} MB`);
    return [{ name: `download all, ${students} submissions (${(bytes / 1e6).toFixed(0)} MB): server RSS growth`, value: growthMb, budget: CEILING_MB, unit: 'MB' }];
  } finally {
    await server.stop();
  }
}
