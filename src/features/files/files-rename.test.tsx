import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { fileReadWorld } from '../../../server/test/file-read-world';

// jsdom has no matchMedia (a browser API, not ours): a desktop-width window.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

const nameOf = (db: ReturnType<typeof fileReadWorld>['app']['db'], id: number) =>
  db.prepare<[number], { display_name: string }>('SELECT display_name FROM attachments WHERE id = ?').get(id)?.display_name;

/** The name in the row that holds the focus, if a row does. */
const focusedRowName = () => {
  const row = document.activeElement?.closest('[role="row"]');
  return row && document.activeElement === row ? within(row as HTMLElement).queryAllByRole('link')[0]?.textContent : undefined;
};

/** Opens the course's files as a teacher and renames notes.txt in place: focus its row, F2, type, Enter. */
async function renameNotes(newName: string) {
  const world = fileReadWorld();
  const { user } = renderApp(world.app, `/courses/${world.course.id}/files`, 'teacher-token');
  const link = await screen.findByRole('link', { name: 'notes.txt' });
  link.closest<HTMLElement>('[role="row"]')?.focus();
  await user.keyboard('{F2}');
  const field = await screen.findByRole('textbox', { name: 'New name for notes.txt' });
  await user.clear(field);
  await user.type(field, `${newName}{Enter}`);
  return { world, user };
}

describe('renaming and creating in the file browser, against the real API', () => {
  it('renames a file inline with F2 and Enter', async () => {
    const { world } = await renameNotes('lecture notes.txt');

    expect(await screen.findByRole('link', { name: 'lecture notes.txt' })).toBeTruthy();
    await waitFor(() => expect(nameOf(world.app.db, world.files.notes)).toBe('lecture notes.txt'));
    // Focus is back on the renamed row, so the keyboard carries on from where the rename started.
    await waitFor(() => expect(focusedRowName()).toBe('lecture notes.txt'));
  });

  it('gives focus back to the row when Escape leaves the rename', async () => {
    const world = fileReadWorld();
    const { user } = renderApp(world.app, `/courses/${world.course.id}/files`, 'teacher-token');
    const link = await screen.findByRole('link', { name: 'notes.txt' });
    link.closest<HTMLElement>('[role="row"]')?.focus();
    await user.keyboard('{F2}');
    await screen.findByRole('textbox', { name: 'New name for notes.txt' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(focusedRowName()).toBe('notes.txt'));
    expect(screen.queryByRole('textbox', { name: 'New name for notes.txt' })).toBeNull();
  });

  it('keeps what was typed and shows the server’s message when the name is taken', async () => {
    const { world, user } = await renameNotes('cells.png');

    const again = await screen.findByRole('textbox', { name: 'New name for notes.txt' });
    expect((again as HTMLInputElement).value).toBe('cells.png');
    expect((await screen.findByRole('alert')).textContent).toMatch(/already exists/);
    expect(nameOf(world.app.db, world.files.notes)).toBe('notes.txt');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toBeTruthy();
  });

  it('leaves the focus in the reopened field when the refusal arrives before the row took it back', async () => {
    // The row takes focus back in an animation frame; hold those frames until the server has refused the name.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { user } = await renameNotes('cells.png');

    const again = await screen.findByRole('textbox', { name: 'New name for notes.txt' });
    await screen.findByRole('alert');
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(document.activeElement).toBe(again);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('link', { name: 'notes.txt' })).toBeTruthy();
  });

  it('creates a folder from the dialog, with the name checked first', async () => {
    const world = fileReadWorld();
    const { user } = renderApp(world.app, `/courses/${world.course.id}/files`, 'teacher-token');
    await user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(dialog).findByText('Enter a name for the folder.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /Folder name/ }), 'Week 2');
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(await within(screen.getByRole('grid')).findByRole('link', { name: 'Week 2' })).toBeTruthy();
    // The tree shows it too: the root's subfolders were refreshed.
    expect(within(screen.getByRole('tree')).getByRole('treeitem', { name: 'Week 2' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
