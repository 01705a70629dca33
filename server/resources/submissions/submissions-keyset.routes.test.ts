import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submissionContract } from '../../../src/api/schemas/contracts';
import { expectContract } from '../../test/contract';
import { submissionWorld } from '../../test/submission-world';

const ids = (body: unknown) => expectContract(z.array(submissionContract), body).map((s) => s.user_id);
const linkOf = (headers: Headers, rel: string) => new RegExp(`<([^>]+)>; rel="${rel}"`).exec(headers.get('Link') ?? '')?.[1] ?? '';

/** Bookmarks of the grader's submission list (docs/decisions/0075) open no row the read rule would not show. */
describe('bookmark pages of an assignment’s submissions', () => {
  it('give a section-limited TA only their section, and a student the list’s 403, from the teacher’s bookmark', async () => {
    const { app, base, students } = submissionWorld();
    const first = await app.get(`${base}?per_page=1`, 'teacher-token');
    expect(ids(first.body)).toEqual([students.abe]);
    const next = linkOf(first.headers, 'next');
    const limited = await app.get(next, 'limited-ta-token');
    expect({ status: limited.status, ids: ids(limited.body), next: linkOf(limited.headers, 'next') }).toEqual({ status: 200, ids: [students.nia], next: '' });
    expect(await app.get(next, 'nia-token')).toMatchObject({ status: 403 });
  });

  it('page Canvas’s own order (by user id, extensions off) by bookmark too, to the end and back from it', async () => {
    const { app, base, students } = submissionWorld({ extensions: false });
    const byId = Object.values(students).sort((a, b) => a - b);
    const seen: number[] = [];
    let url = `${base}?per_page=1`;
    let last = '';
    while (url) {
      const { status, body, headers } = await app.get(url, 'teacher-token');
      expect(status).toBe(200);
      seen.push(...ids(body));
      last ||= linkOf(headers, 'last');
      url = linkOf(headers, 'next');
    }
    expect(seen).toEqual(byId);
    expect(ids((await app.get(last, 'teacher-token')).body)).toEqual(byId.slice(-1));
  });
});
