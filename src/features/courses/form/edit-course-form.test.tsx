import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibleDescription } from '@/test/accessible-description';
import { renderApp } from '@/test/render-app';
import { createTestApp } from '../../../../server/test/test-app';
import { standardWorld } from '../../../../server/test/test-data';

function editPageOfBiology() {
  const server = createTestApp();
  const { course } = standardWorld(server.data);
  return { server, course, ...renderApp(server, `/courses/${course.id}/edit`, 'teacher-token') };
}

describe('the edit course form, against the real API', () => {
  it('renames the course: the server stores the name and the course page shows it', async () => {
    const { server, course, user } = editPageOfBiology();
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: /^Name/ });
    expect(name.value).toBe('Biology 101');
    await user.clear(name);
    await user.type(name, 'Marine Biology 101');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Marine Biology 101' })).toBeTruthy();
    const stored = await server.get(`/api/v1/courses/${course.id}`, 'teacher-token');
    expect(stored.body).toMatchObject({ name: 'Marine Biology 101' });
  });

  it('shows the server’s field error next to the field it is about, and saves nothing', async () => {
    const { server, course, user } = editPageOfBiology();
    const before = await server.get(`/api/v1/courses/${course.id}`, 'teacher-token');
    const homePage = await screen.findByRole('combobox', { name: 'Home page' });
    // Canvas refuses the Pages front page as home page while the course has no front page; only the server knows.
    await user.selectOptions(homePage, 'Pages front page');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('A Front Page is required')).toBeTruthy();
    expect(homePage.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(homePage)).toContain('A Front Page is required');
    const stored = await server.get(`/api/v1/courses/${course.id}`, 'teacher-token');
    expect(stored.body).toEqual(before.body);
  });
});
