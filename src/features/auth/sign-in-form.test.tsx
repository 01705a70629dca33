import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cookieNames, renderApp } from '@/test/render-app';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';

describe('the access-token form (its schema is zod/mini, read by react-hook-form’s zod resolver)', () => {
  it('refuses a blank token beside the field, in words, and sends nothing', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const { user } = renderApp(server, '/sign-in', null);
    const field = await screen.findByLabelText('Access token');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter an access token.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(cookieNames()).toEqual([]);
  });

  it('trims what was pasted around a good token and signs in', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const { user } = renderApp(server, '/sign-in', null);
    await user.type(await screen.findByLabelText('Access token'), '  teacher-token  ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Terry Teacher');
    expect(cookieNames()).toEqual(['lectern_session']);
  });
});
