import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { createTestApp, type TestApp } from '../../../server/test/test-app';
import { standardWorld } from '../../../server/test/test-data';
import type { CanvasId } from '@/api/schemas/ids';

interface SentPut {
  tabId: string;
  body: { position?: number; hidden?: boolean };
}

/**
 * Wraps the network boundary render-app installed (the real server stays behind it): records each tab PUT, can
 * hold them until released, and can spoil one so the real server refuses it with its own message.
 */
function watchTabPuts(options: { spoilFirst?: boolean } = {}) {
  const inner = globalThis.fetch;
  const sent: SentPut[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> | null = null;
  const hold = () => {
    gate = new Promise((resolve) => (release = resolve));
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    const match = init.method === 'PUT' ? /\/tabs\/([^/?]+)/.exec(url) : null;
    if (!match) return inner(input, init);
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as SentPut['body'];
    sent.push({ tabId: decodeURIComponent(match[1] ?? ''), body });
    if (gate) await gate;
    // Past the last tab: the server's real 400 for a position out of range.
    const spoiled = options.spoilFirst && sent.length === 1 ? JSON.stringify({ ...body, position: 999 }) : init.body;
    return inner(input, { ...init, body: spoiled });
  });
  return { sent, hold, release: () => release() };
}

const shownList = () => screen.getByRole('grid', { name: 'Shown in the course menu' });
const shownLabels = () => within(shownList()).getAllByRole('row').map((row) => row.getAttribute('aria-label') ?? '');

async function serverTabs(server: TestApp, courseId: number | CanvasId) {
  const { body } = await server.get(`/api/v1/courses/${courseId}/tabs`, 'teacher-token');
  return body as { id: string; label: string; hidden?: boolean }[];
}

async function serverOrder(server: TestApp, courseId: number | CanvasId): Promise<string[]> {
  return (await serverTabs(server, courseId)).filter((tab) => !tab.hidden).map((tab) => tab.label);
}

async function openPage() {
  const server = createTestApp();
  const { course } = standardWorld(server.data);
  const app = renderApp(server, `/courses/${course.id}/settings/navigation`, 'teacher-token');
  await screen.findByRole('grid', { name: 'Shown in the course menu' });
  await waitFor(() => expect(shownLabels().length).toBeGreaterThan(4));
  return { server, course, ...app };
}

async function chooseMove(user: ReturnType<typeof renderApp>['user'], label: string, item: string) {
  await user.click(within(shownList()).getByRole('button', { name: `Move ${label}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the navigation settings page, against the real API', () => {
  it('moves a tab at once, and rolls back with the server’s reason when the PUT is refused', async () => {
    const { user } = await openPage();
    const puts = watchTabPuts({ spoilFirst: true });
    const before = shownLabels();
    const moving = before[1] ?? '';
    puts.hold();
    await chooseMove(user, moving, 'Move down');
    // Optimistic: the new order shows while the PUT is still held.
    expect(shownLabels().indexOf(moving)).toBe(2);
    puts.release();
    expect(await screen.findByText('That tab location is invalid')).toBeTruthy();
    await waitFor(() => expect(shownLabels()).toEqual(before));
    expect(puts.sent).toHaveLength(1);
    expect(screen.getByText('Not saved')).toBeTruthy();
  });

  it('queues five quick moves and sends them in the order they were made', async () => {
    const { user, server, course } = await openPage();
    const puts = watchTabPuts();
    const start = shownLabels();
    const [a = '', b = '', c = ''] = start.slice(1, 4);
    puts.hold();
    await chooseMove(user, a, 'Move down');
    expect(screen.getByText('Saving…')).toBeTruthy();
    await chooseMove(user, c, 'Move to top');
    await chooseMove(user, b, 'Move to bottom');
    await chooseMove(user, a, 'Move up');
    await chooseMove(user, c, 'Move down');
    const made = shownLabels();
    expect(puts.sent.length).toBeLessThanOrEqual(1);
    puts.release();
    await waitFor(() => expect(puts.sent).toHaveLength(5));
    const idOf = new Map((await serverTabs(server, course.id)).map((tab) => [tab.label, tab.id]));
    expect(puts.sent.map((put) => put.tabId)).toEqual([a, c, b, a, c].map((label) => idOf.get(label)));
    await waitFor(async () => expect(await serverOrder(server, course.id)).toEqual(made));
    await waitFor(() => expect(shownLabels()).toEqual(made));
    // "Saving…" through the burst, "Saved" once its last PUT is answered.
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('moves a tab after a chosen one through the Move menu’s submenu, and hides and shows it', async () => {
    const { user, server, course } = await openPage();
    const labels = shownLabels();
    const moving = labels[1] ?? '';
    const anchor = labels[5] ?? '';
    await chooseMove(user, moving, 'Move after…');
    await user.click(await screen.findByRole('menuitem', { name: anchor }));
    await waitFor(() => expect(shownLabels().indexOf(moving)).toBe(shownLabels().indexOf(anchor) + 1));
    await waitFor(async () => expect(await serverOrder(server, course.id)).toEqual(shownLabels()));

    await user.click(within(shownList()).getByRole('button', { name: `Hide ${moving}` }));
    const hiddenList = screen.getByRole('grid', { name: 'Hidden from students' });
    expect(within(hiddenList).getByRole('row', { name: moving })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Student view' })).queryByText(moving)).toBeNull();
    await user.click(within(hiddenList).getByRole('button', { name: `Show ${moving}` }));
    await waitFor(() => expect(shownLabels()).toContain(moving));
    await waitFor(async () => expect((await serverTabs(server, course.id)).find((tab) => tab.label === moving)?.hidden).toBeUndefined());
  });

  it('moves a tab with the keyboard through its Move menu and announces where it went', async () => {
    const { user } = await openPage();
    const labels = shownLabels();
    const moving = labels[1] ?? '';
    within(shownList()).getByRole('button', { name: `Move ${moving}` }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: `Move ${moving}` });
    // The menu opens on its first enabled entry (to top and up are disabled for the first movable tab).
    for (let step = 0; step < 5 && document.activeElement?.textContent !== 'Move down'; step++) await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Move down');
    await user.keyboard('{Enter}');
    const status = await screen.findByText(`${moving} moved to position 3 of ${labels.length}`);
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(shownLabels()[2]).toBe(moving);
  });

  it('names a failed Hide or Show as such, and explains a server failure without its raw body', async () => {
    const { user, server, course } = await openPage();
    const tab = shownLabels()[1] ?? '';
    await user.click(within(shownList()).getByRole('button', { name: `Hide ${tab}` }));
    await waitFor(async () => expect((await serverTabs(server, course.id)).find((t) => t.label === tab)?.hidden).toBe(true));
    const hiddenList = screen.getByRole('grid', { name: 'Hidden from students' });

    // From here the server fails every change the way a crashed proxy does: a 500 whose whole body is "Internal".
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) =>
      init.method === 'PUT' ? new Response('Internal', { status: 500, headers: { 'Content-Type': 'text/plain' } }) : inner(input, init),
    );
    await user.click(within(hiddenList).getByRole('button', { name: `Show ${tab}` }));
    const said = await screen.findByText(new RegExp(`^${tab} was not shown\\. .*Try again\\.$`));
    expect(said.closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByText(`Couldn’t show ${tab}`)).toBeTruthy();
    expect(screen.queryByText(/Internal/)).toBeNull();

    await waitFor(() => expect(within(hiddenList).getByRole('row', { name: tab })).toBeTruthy());
    const other = shownLabels()[1] ?? '';
    await user.click(within(shownList()).getByRole('button', { name: `Hide ${other}` }));
    expect(await screen.findByText(`Couldn’t hide ${other}`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${other} was not hidden\\.`))).toBeTruthy();
  });
});
