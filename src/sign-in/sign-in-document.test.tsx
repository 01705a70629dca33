import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignInOptions } from '@/api/session';
import { readSignInParams } from '@/features/auth/sign-in-params';
import { cookieNames, openDocument } from '@/test/render-app';
import { SignInDocument, startSignInDocument } from './sign-in-document';
import { createTestApp } from '../../server/test/test-app';
import { standardWorld } from '../../server/test/test-data';

// Opening the app is a real page load, which jsdom cannot do.
const navigation = vi.hoisted(() => ({ replacePage: vi.fn<(path: string) => void>(), openServerPage: vi.fn<(path: string) => void>() }));
vi.mock('@/lib/full-navigation', () => navigation);

function signedOutServer() {
  const server = createTestApp();
  standardWorld(server.data);
  return server;
}

/** Starts the document as src/sign-in/main.tsx does, at the address the test opened. */
const start = () => startSignInDocument(window.location.search, (ui) => render(ui));

beforeEach(() => vi.clearAllMocks());

describe('the sign-in document (a first visit to /sign-in)', () => {
  it('signs in with a pasted token, then opens the redirect target with a page load, keeping no token in script', async () => {
    const server = signedOutServer();
    const { user } = openDocument(server, '/sign-in?redirect=%2Fcourses%2F7%3Ftab%3D1', null);
    await start();
    await user.type(await screen.findByLabelText('Access token'), 'teacher-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigation.replacePage).toHaveBeenCalledWith('/courses/7?tab=1'));
    expect(cookieNames()).toEqual(['lectern_session']);
    const stored = [sessionStorage, localStorage].flatMap((storage) => Object.entries(storage));
    expect(document.cookie + JSON.stringify(stored)).not.toContain('teacher-token');
  });

  it('reports a refused token next to the field, keeps what was typed, and sets no cookie', async () => {
    const server = signedOutServer();
    const { user } = openDocument(server, '/sign-in', null);
    await start();
    const field = await screen.findByLabelText<HTMLInputElement>('Access token');
    await user.type(field, 'not-a-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/That access token was not accepted by the server \(Invalid access token\.\)/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('access-token-error');
    expect(field.value).toBe('not-a-token');
    expect(document.activeElement).toBe(field);
    expect(cookieNames()).toEqual([]);
    expect(navigation.replacePage).not.toHaveBeenCalled();
  });

  it('asks for a token when the field is empty or blank, without asking the server', async () => {
    const server = signedOutServer();
    const { user } = openDocument(server, '/sign-in', null);
    await start();
    const field = await screen.findByLabelText<HTMLInputElement>('Access token');
    expect(field.required).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter an access token.');
    expect(field.getAttribute('aria-describedby')).toContain('access-token-error');
    expect(document.activeElement).toBe(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    screen.getByText('Enter an access token.');
    expect(cookieNames()).toEqual([]);
  });

  it('goes straight to the target when the browser already has a session', async () => {
    const server = signedOutServer();
    openDocument(server, '/sign-in?redirect=%2Fcourses%2F3', 'teacher-token');
    await start();
    expect(navigation.replacePage).toHaveBeenCalledWith('/courses/3');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });

  it('never leaves for another site, whatever the address asks', async () => {
    const server = signedOutServer();
    const { user } = openDocument(server, '/sign-in?redirect=%2F%2Fevil.test%2Fsteal', null);
    await start();
    await user.type(await screen.findByLabelText('Access token'), 'teacher-token');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigation.replacePage).toHaveBeenCalledWith('/courses'));
  });

  it('says why the user is here: a session that ended, a Canvas sign-in that came back refused', async () => {
    const server = signedOutServer();
    openDocument(server, '/sign-in?reason=expired&oauth_error=access_denied', null);
    await start();
    await screen.findByText('Your session has ended. Sign in again.');
    expect(screen.getByRole('alert').textContent).toBe('You cancelled signing in at Canvas.');
  });
});

describe('what the server offers on the sign-in document', () => {
  const offered: SignInOptions = {
    demo_accounts: [{ token: 'teacher-token', role: 'teacher', name: 'Terry Teacher', description: 'Teaches Biology' }],
    oauth: { host: 'school.example.edu' },
  };

  it('signs in with one click on a demo account, and links Canvas sign-in back to the same target', async () => {
    const server = signedOutServer();
    const { user } = openDocument(server, '/sign-in?redirect=%2Fcourses%2F5', null);
    render(<SignInDocument params={readSignInParams(new URLSearchParams(window.location.search))} optionsRequest={Promise.resolve(offered)} />);
    const canvas = await screen.findByRole('link', { name: 'Sign in with Canvas' });
    expect(canvas.getAttribute('href')).toBe('/lectern/oauth/start?redirect=%2Fcourses%2F5');
    await user.click(screen.getByRole('button', { name: /Terry Teacher/ }));
    await waitFor(() => expect(navigation.replacePage).toHaveBeenCalledWith('/courses/5'));
    expect(cookieNames()).toEqual(['lectern_session']);
  });

  it('shows the token form alone when this server offers nothing more', async () => {
    const server = signedOutServer();
    openDocument(server, '/sign-in', null);
    await start();
    await screen.findByLabelText('Access token');
    await waitFor(() => expect(screen.queryByText('Looking for ways to sign in…')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Sign in with Canvas' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).toBeNull();
  });
});
