import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID, firstScreenStateJson, startFromFirstScreen } from './first-screen-state';

/** The document as the browser parses it: the script's text is the JSON the server wrote, as is. */
const documentWith = (json: string | null) =>
  ({ getElementById: (id: string) => (id === FIRST_SCREEN_STATE_ID && json !== null ? { textContent: json } : null) }) as unknown as Document;

describe('the answers a drawn first screen hands to the browser', () => {
  it('arrive in the browser’s client as the server read them, answered when the server answered them', async () => {
    const server = new QueryClient();
    server.setQueryData(['courses', 'list'], { pages: [{ items: [{ id: '1', name: 'Biology' }], next: null }], pageParams: ['/api/v1/courses'] }, { updatedAt: 1_000 });
    await server.query({ queryKey: ['fails'], queryFn: () => Promise.reject(new Error('no')), retry: false }).catch(() => undefined);
    const browser = new QueryClient();
    expect(startFromFirstScreen(documentWith(firstScreenStateJson(server)), browser)).toBe(true);
    expect(browser.getQueryData(['courses', 'list'])).toEqual({ pages: [{ items: [{ id: '1', name: 'Biology' }], next: null }], pageParams: ['/api/v1/courses'] });
    expect(browser.getQueryState(['courses', 'list'])?.dataUpdatedAt).toBe(1_000);
    // A failure is not handed over: the browser asks again, as it would have.
    expect(browser.getQueryState(['fails'])).toBeUndefined();
  });

  it('cannot end their script element or open a comment, whatever the data holds', () => {
    const server = new QueryClient();
    server.setQueryData(['course'], { name: '</script><script>alert(1)</script><!--' });
    const json = firstScreenStateJson(server);
    expect(json).not.toContain('<');
    const browser = new QueryClient();
    startFromFirstScreen(documentWith(json), browser);
    expect(browser.getQueryData(['course'])).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('are absent from a page the server did not draw', () => {
    const browser = new QueryClient();
    expect(startFromFirstScreen(documentWith(null), browser)).toBe(false);
    expect(browser.getQueryCache().getAll()).toEqual([]);
  });
});
