import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { addFile, addFolder, fileReadWorld } from '../../../server/test/file-read-world';

// jsdom has no matchMedia (a browser API, not ours): a desktop-width window, where the tree is not folded.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

const grid = () => screen.findByRole('grid');
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell').find((cell) => cell.className.includes('--name'))?.textContent.trim());

describe('the file browser, against the real API', () => {
  it('opens a folder from the list and the tree, with breadcrumbs back to the root', async () => {
    const world = fileReadWorld();
    const week = addFolder(world.app.db, { type: 'Course', id: world.course.id }, 'Week 1', world.root);
    addFile(world.app.db, { type: 'Course', id: world.course.id }, { name: 'slides.pdf', folderId: week.id, contentType: 'application/pdf' });
    const { user } = renderApp(world.app, `/courses/${world.course.id}/files`, 'teacher-token');

    const table = await grid();
    await within(table).findByRole('link', { name: 'notes.txt' });
    // Folders come first, by name; then files.
    expect(rowNames(table).slice(0, 3)).toEqual(['answers', 'later', 'Week 1']);
    await user.click(within(table).getByRole('link', { name: 'Week 1' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Week 1' })).toBeTruthy();
    expect(window.location.pathname).toBe(`/courses/${world.course.id}/files/Week%201`);
    expect(await screen.findByRole('link', { name: 'slides.pdf' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(trail).getByText('Week 1').getAttribute('aria-current')).toBe('page');
    const tree = screen.getByRole('tree', { name: 'Folders' });
    expect(within(tree).getByRole('treeitem', { name: 'Week 1', selected: true })).toBeTruthy();

    await user.click(within(trail).getByRole('link', { name: 'course files' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/courses/${world.course.id}/files`));
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toBeTruthy();
  });

  it('sorts by size on the server, with aria-sort on the column', async () => {
    const world = fileReadWorld();
    const { user } = renderApp(world.app, `/courses/${world.course.id}/files`, 'teacher-token');
    const table = await grid();
    await within(table).findByRole('link', { name: 'notes.txt' });
    const sizeHeader = within(table).getByRole('columnheader', { name: /Size/ });
    expect(sizeHeader.getAttribute('aria-sort')).toBe('none');

    await user.click(within(sizeHeader).getByRole('button'));
    await waitFor(() => expect(window.location.search).toBe('?sort=size'));
    await waitFor(() => expect(rowNames(table).filter((name) => name?.includes('.')).at(-1)).toBe('cells.png'));
    expect(sizeHeader.getAttribute('aria-sort')).toBe('ascending');
    const files = rowNames(table).filter((name) => name?.includes('.'));
    expect(files.indexOf('notes.txt')).toBeLessThan(files.indexOf('Draft.pdf'));

    await user.click(within(sizeHeader).getByRole('button'));
    await waitFor(() => expect(rowNames(table).filter((name) => name?.includes('.'))[0]).toBe('cells.png'));
    expect(sizeHeader.getAttribute('aria-sort')).toBe('descending');
  });

  it('selects by click, shift-click, keyboard and select all, and announces the count', async () => {
    const world = fileReadWorld();
    const { user } = renderApp(world.app, `/courses/${world.course.id}/files`, 'teacher-token');
    const table = await grid();
    await within(table).findByRole('link', { name: 'notes.txt' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    const selected = () => rows().filter((row) => row.getAttribute('aria-selected') === 'true').length;

    await user.click(within(rows()[0] ?? table).getAllByRole('gridcell')[2] ?? table);
    expect(selected()).toBe(1);
    await user.keyboard('{Shift>}');
    await user.click(within(rows()[2] ?? table).getAllByRole('gridcell')[2] ?? table);
    await user.keyboard('{/Shift}');
    expect(selected()).toBe(3);
    // The live region (the toolbar shows the count too, silently).
    await waitFor(() => expect(screen.getAllByText('3 items selected').some((element) => element.getAttribute('role') === 'status')).toBe(true));

    await user.keyboard('{Escape}');
    expect(selected()).toBe(0);
    rows()[0]?.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(selected()).toBe(2);
    await user.keyboard(' ');
    expect(selected()).toBe(1);
    await user.keyboard('{Control>}a{/Control}');
    expect(selected()).toBe(rows().length);
    expect(within(table).getByRole<HTMLInputElement>('checkbox', { name: 'Select all' }).checked).toBe(true);
  });

  it('shows a student no hidden or locked items and no manage actions', async () => {
    const world = fileReadWorld();
    renderApp(world.app, `/courses/${world.course.id}/files`, 'student-token');
    const table = await grid();
    await within(table).findByRole('link', { name: 'notes.txt' });
    const names = rowNames(table);
    expect(names).not.toContain('secret.txt');
    expect(names).not.toContain('Draft.pdf');
    expect(names).not.toContain('answers');
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryByRole('columnheader', { name: 'State' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
  });

  it('searches the owner’s files on the server and shows each result’s folder', async () => {
    const world = fileReadWorld();
    const { user } = renderApp(world.app, `/courses/${world.course.id}/files/later`, 'teacher-token');
    await screen.findByRole('link', { name: 'later.txt' });
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'ins');

    expect(await screen.findByRole('heading', { name: 'Results for “ins”' })).toBeTruthy();
    const table = await grid();
    await waitFor(() => expect(rowNames(table)).toEqual(['inside.txtin course files/answers/deep']));
    expect(new URL(window.location.href).searchParams.get('search')).toBe('ins');
  });

  it('says a missing folder is not there and links to the root', async () => {
    const world = fileReadWorld();
    renderApp(world.app, `/courses/${world.course.id}/files/nowhere/at%20all`, 'teacher-token');
    expect(await screen.findByRole('heading', { name: 'Folder not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to/ }).getAttribute('href')).toBe(`/courses/${world.course.id}/files`);
  });
});
