import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cookieNames, renderApp, signInElsewhere } from '@/test/render-app';
import { CanvasSignIn } from './canvas-sign-in';
import { createTestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';

// Leaving the app for a server-rendered page is a real page load, which jsdom cannot do.
const { openServerPage, replacePage } = vi.hoisted(() => ({
  openServerPage: vi.fn<(path: string) => void>(),
  replacePage: vi.fn<(path: string) => void>(),
}));
vi.mock('@/lib/full-navigation', () => ({ openServerPage, replacePage }));

function storedText(): string {
  const all = [sessionStorage, localStorage].flatMap((storage) =>
    Array.from({ length: storage.length }, (_, index) => `${storage.key(index)}=${storage.getItem(storage.key(index) ?? '')}`),
  );
  return all.join('\n') + document.cookie;
}

describe('signing in and out with the session cookie, against the real server', () => {
  it('signs in inside the app without a page load, keeps no token where script can read it, and stays signed in on reload', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const { user, reload } = renderApp(server, '/courses', null);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(window.location.search).toBe('?redirect=%2Fcourses');

    await user.type(screen.getByLabelText('Access token'), 'teacher-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Signed in as Terry Teacher');
    expect(window.location.pathname).toBe('/courses');
    expect(replacePage).not.toHaveBeenCalled();
    expect(cookieNames()).toEqual(['lectern_session']);
    expect(storedText()).not.toContain('teacher-token');

    reload();
    await screen.findByText('Terry Teacher');
    expect(window.location.pathname).toBe('/courses');
  });

  it('shows the server\'s reason when it refuses a token, and sets no cookie', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const { user } = renderApp(server, '/sign-in', null);
    await user.type(await screen.findByLabelText('Access token'), 'not-a-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/That access token was not accepted by the server \(Invalid access token\.\)/);
    expect(screen.getByLabelText<HTMLInputElement>('Access token').value).toBe('not-a-token');
    expect(cookieNames()).toEqual([]);
  });

  it('signs out on the server: the cookie is gone and the signed-in pages send the user to sign in', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const { user, reload } = renderApp(server, '/courses', 'teacher-token');
    await screen.findByText('Terry Teacher');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('You have signed out.');
    expect(cookieNames()).toEqual([]);
    window.history.replaceState(null, '', '/courses');
    reload();
    await screen.findByRole('heading', { name: 'Sign in' });
    expect((await server.get('/api/v1/users/self', 'teacher-token')).status).toBe(200);
  });

  it('sends a session whose token was revoked to sign in, saying it ended', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const { reload } = renderApp(server, '/courses', 'teacher-token');
    await screen.findByText('Terry Teacher');
    server.db.prepare("UPDATE access_tokens SET workflow_state = 'deleted' WHERE token_hash IS NOT NULL").run();
    reload();
    await screen.findByText('Your session has ended. Sign in again.');
  });

  it.each([
    ['access_denied', 'You cancelled signing in at Canvas.'],
    ['invalid_grant', 'Canvas could not sign you in (invalid_grant). Try again.'],
  ])('explains a Canvas sign-in that came back with %s', async (code, message) => {
    const server = createTestApp();
    renderApp(server, `/sign-in?oauth_error=${code}`, null);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('opens the server\'s OAuth2 authorize page with a page load after signing in, and nothing off-site', async () => {
    const server = createTestApp();
    standardWorld(server.data);
    const authorize = '/login/oauth2/auth?client_id=1&response_type=code&redirect_uri=https%3A%2F%2Fapp.test%2Fcb';
    const { user } = renderApp(server, `/sign-in?redirect=${encodeURIComponent(authorize)}`, null);
    await user.type(await screen.findByLabelText('Access token'), 'teacher-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(openServerPage).toHaveBeenCalledWith(authorize));
  });
});

describe('Sign in with Canvas', () => {
  it('is a link that starts the OAuth2 flow on the server, carrying the in-app path to come back to', () => {
    render(<CanvasSignIn host="school.example.edu" redirect="/courses/7?tab=1" />);
    const link = screen.getByRole('link', { name: 'Sign in with Canvas' });
    expect(link.getAttribute('href')).toBe('/lectern/oauth/start?redirect=%2Fcourses%2F7%3Ftab%3D1');
    screen.getByText('You will sign in at school.example.edu and come straight back.');
  });
});

describe('a session renewed in another tab', () => {
  const LABEL = 'Hide grade distribution graphs from students';

  it('lets this tab keep saving when the same user signed in again there', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const { user } = renderApp(server, `/courses/${course.id}/settings`, 'teacher-token');
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: LABEL });
    await signInElsewhere(server, 'teacher-token');
    await user.click(toggle);
    await screen.findByText('Saved');
    const stored = await server.get(`/api/v1/courses/${course.id}/settings`, 'teacher-token');
    expect(stored.body).toMatchObject({ hide_distribution_graphs: true });
  });

  it('refuses to send this tab\'s change as someone else who signed in there', async () => {
    const server = createTestApp();
    const { course } = standardWorld(server.data);
    const { user } = renderApp(server, `/courses/${course.id}/settings`, 'teacher-token');
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: LABEL });
    await signInElsewhere(server, 'admin-token');
    await user.click(toggle);
    await screen.findByText(/Invalid authenticity token/);
    const stored = await server.get(`/api/v1/courses/${course.id}/settings`, 'teacher-token');
    expect(stored.body).toMatchObject({ hide_distribution_graphs: false });
  });
});
