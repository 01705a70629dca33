import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { ROW_HEIGHT } from '@/test/layout';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';

/** The standard world plus 149 more courses for the teacher: two pages of 100. */
function teacherWith150Courses() {
  const server = createTestApp();
  const w = standardWorld(server.data);
  for (let i = 1; i <= 149; i++) {
    const number = String(i).padStart(3, '0');
    const course = server.data.course({ accountId: w.accountId, termId: w.termId, name: `Course ${number}`, code: `C${number}` });
    server.data.enroll(w.teacher, course, 'TeacherEnrollment');
  }
  return server;
}

describe('the courses list, against the real API', () => {
  it('shows the caller’s courses with their code and term', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    renderApp(server, '/courses', 'teacher-token');
    const table = await screen.findByRole('table', { name: 'Courses' });
    const row = (await within(table).findByText('Biology 101')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('BIO 101')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Default Term')).toBeTruthy();
    expect(screen.getByText('Showing 1 course')).toBeTruthy();
  });

  it('loads the next page when the user scrolls to the end of the loaded rows', async () => {
    renderApp(teacherWith150Courses(), '/courses', 'teacher-token');
    expect(await screen.findByText('100 courses loaded, more available')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Courses' });
    expect(within(table).queryByText('Course 149')).toBeNull();

    const scrollArea = screen.getByRole('region', { name: 'Courses, scrollable' });
    scrollArea.scrollTop = 100 * ROW_HEIGHT;
    fireEvent.scroll(scrollArea);

    expect(await screen.findByText('Showing 150 courses')).toBeTruthy();
    scrollArea.scrollTop = 150 * ROW_HEIGHT;
    fireEvent.scroll(scrollArea);
    expect(await within(table).findByText('Course 149')).toBeTruthy();
  });

  it('draws the whole first page, and only the rows in view once the second page makes the list long', async () => {
    renderApp(teacherWith150Courses(), '/courses', 'teacher-token');
    expect(await screen.findByText('100 courses loaded, more available')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Courses' });
    const dataRows = () => within(table).getAllByRole('row').filter((row) => row.hasAttribute('aria-rowindex') && row.closest('tbody'));
    expect(dataRows()).toHaveLength(100);

    const scrollArea = screen.getByRole('region', { name: 'Courses, scrollable' });
    scrollArea.scrollTop = 100 * ROW_HEIGHT;
    fireEvent.scroll(scrollArea);
    expect(await screen.findByText('Showing 150 courses')).toBeTruthy();
    await waitFor(() => expect(dataRows().length).toBeLessThan(100));
    expect(table.getAttribute('aria-rowcount')).toBe('151');
  });
});
