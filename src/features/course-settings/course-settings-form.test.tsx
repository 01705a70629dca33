import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';

const LABEL = 'Hide grade distribution graphs from students';

describe('the course settings form, against the real API', () => {
  it('saves a switch the moment it is flipped, and a reload shows it saved', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const { user, reload } = renderApp(server, `/courses/${course.id}/settings`, 'teacher-token');

    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: LABEL });
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Saved')).toBeTruthy();

    const stored = await server.get(`/api/v1/courses/${course.id}/settings`, 'teacher-token');
    expect(stored.body).toMatchObject({ hide_distribution_graphs: true });

    reload();
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: LABEL })).checked).toBe(true);
  });
});
