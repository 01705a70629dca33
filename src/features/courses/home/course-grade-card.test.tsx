import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp } from '../../../../server/test/test-app';
import { standardWorld } from '../../../../server/test/test-data';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

/** The course home against the real server: a student with one graded essay, a teacher beside them. */
async function world() {
  const server = createTestApp();
  const w = standardWorld(server.data);
  const created = await server.send('POST', `/api/v1/courses/${w.course.id}/assignments`, 'teacher-token', {
    assignment: { name: 'Essay', points_possible: 8, published: true },
  });
  const essay = (created.body as { id: number }).id;
  const grade = (posted: string) =>
    server.send('PUT', `/api/v1/courses/${w.course.id}/assignments/${essay}/submissions/${w.student}`, 'teacher-token', { submission: { posted_grade: posted } });
  return { server, ...w, grade };
}

describe('the course grade card', () => {
  it("shows a student their posted course grade, with the course's letter", async () => {
    const { server, course, grade } = await world();
    await grade('7');
    const standard = await server.send('POST', `/api/v1/courses/${course.id}/grading_standards`, 'teacher-token', {
      title: 'Letters', grading_scheme_entry: [{ name: 'A', value: 90 }, { name: 'B+', value: 87 }, { name: 'B', value: 80 }, { name: 'F', value: 0 }],
    });
    await server.send('PUT', `/api/v1/courses/${course.id}`, 'teacher-token', { course: { grading_standard_id: (standard.body as { id: number }).id } });
    renderApp(server, `/courses/${course.id}`, 'student-token');
    const card = await screen.findByRole('region', { name: 'Course grade' });
    expect(await within(card).findByText('Your grade: 87.5 % (B+)')).toBeTruthy();
  });

  it('says so when nothing is graded yet', async () => {
    const { server, course } = await world();
    renderApp(server, `/courses/${course.id}`, 'student-token');
    expect(await screen.findByText('No graded work yet')).toBeTruthy();
  });

  it('is not shown to the teacher', async () => {
    const { server, course } = await world();
    renderApp(server, `/courses/${course.id}`, 'teacher-token');
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'Course grade' })).toBeNull();
  });
});
