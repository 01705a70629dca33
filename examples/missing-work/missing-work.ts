/**
 * A tiny Canvas tool: which students of a course have missing work, and which assignments. A well-behaved Canvas
 * client, it follows the Link header's pages and retries, with growing waits, when Canvas answers 503, throttles it
 * (403 "Rate Limit Exceeded") or drops the connection.
 */

export type CanvasAccess = { url: string; token: string };
export type RetryPolicy = { attempts: number; firstWaitMs: number };
export type MissingAssignment = { id: number; name: string; due_at: string | null };
export type StudentWithMissingWork = { id: number; name: string; missing: MissingAssignment[] };

type User = { id: number; name: string; sortable_name: string };
type Assignment = { id: number; name: string; due_at: string | null };
type Submission = { user_id: number; assignment_id: number; missing: boolean };

const DEFAULT_RETRY: RetryPolicy = { attempts: 5, firstWaitMs: 100 };

export class CanvasError extends Error {
  constructor(readonly status: number, readonly body: string) {
    super(`Canvas answered ${status}: ${body.slice(0, 200)}`);
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryable(response: Response, body: string): boolean {
  return response.status === 503 || (response.status === 403 && body.includes('Rate Limit Exceeded'));
}

async function getWithRetry(access: CanvasAccess, url: string, retry: RetryPolicy): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= retry.attempts;
    const backoff = retry.firstWaitMs * 2 ** (attempt - 1);
    let response: Response;
    try {
      response = await fetch(url, { headers: { Authorization: `Bearer ${access.token}`, Accept: 'application/json' } });
    } catch (error) {
      if (last) throw error;
      await wait(backoff);
      continue;
    }
    if (response.ok) return response;
    const body = await response.text();
    if (last || !retryable(response, body)) throw new CanvasError(response.status, body);
    const retryAfter = Number(response.headers.get('Retry-After'));
    await wait(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : backoff);
  }
}

function nextPage(link: string | null): string | undefined {
  return link?.split(',').find((part) => part.includes('rel="next"'))?.match(/<([^>]+)>/)?.[1];
}

async function getAll<T>(access: CanvasAccess, path: string, retry: RetryPolicy): Promise<T[]> {
  const items: T[] = [];
  let url: string | undefined = new URL(path, access.url).href;
  while (url) {
    const response = await getWithRetry(access, url, retry);
    items.push(...((await response.json()) as T[]));
    url = nextPage(response.headers.get('Link'));
  }
  return items;
}

/** The course's students with at least one missing assignment, by sortable name, each with those assignments. */
export async function studentsWithMissingWork(access: CanvasAccess, courseId: number, retry = DEFAULT_RETRY): Promise<StudentWithMissingWork[]> {
  const course = `/api/v1/courses/${courseId}`;
  const [students, assignments, submissions] = await Promise.all([
    getAll<User>(access, `${course}/users?enrollment_type[]=student&per_page=100`, retry),
    getAll<Assignment>(access, `${course}/assignments?per_page=100`, retry),
    getAll<Submission>(access, `${course}/students/submissions?student_ids[]=all&per_page=100`, retry),
  ]);
  const byId = new Map(assignments.map((a) => [a.id, { id: a.id, name: a.name, due_at: a.due_at }]));
  return [...students]
    .sort((a, b) => a.sortable_name.localeCompare(b.sortable_name))
    .map((student) => ({
      id: student.id,
      name: student.name,
      missing: submissions
        .filter((s) => s.user_id === student.id && s.missing)
        .flatMap((s) => byId.get(s.assignment_id) ?? []),
    }))
    .filter((student) => student.missing.length > 0);
}
