import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';
import type { CanvasId } from '@/api/schemas/ids';

// jsdom has no matchMedia (a browser API, not ours), which the file browser reads: a desktop-width window.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

describe('group and user tabs, read only, against the real API', () => {
  it('lists a group’s tabs on its page in the server’s order', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const set = await server.send('POST', `/api/v1/courses/${course.id}/group_categories`, 'teacher-token', { name: 'Labs' });
    const setId = (set.body as { id: CanvasId }).id;
    const group = await server.send('POST', `/api/v1/group_categories/${setId}/groups`, 'teacher-token', { name: 'Lab A' });
    const groupId = (group.body as { id: CanvasId }).id;
    const expected = ((await server.get(`/api/v1/groups/${groupId}/tabs`, 'teacher-token')).body as { label: string }[]).map((tab) => tab.label);
    expect(expected.length).toBeGreaterThan(0);

    renderApp(server, `/groups/${groupId}`, 'teacher-token');
    const list = await screen.findByRole('list', { name: 'Group navigation' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  });

  it('folds the user’s own tabs under My files', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const expected = ((await server.get('/api/v1/users/self/tabs', 'student-token')).body as { label: string }[]).map((tab) => tab.label);
    const { user } = renderApp(server, '/users/self/files', 'student-token');
    await user.click(await screen.findByText(`Your account’s navigation (${expected.length} tabs)`));
    const list = screen.getByRole('list', { name: 'Your account’s navigation' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  });
});
