import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileSchema } from '@/api/schemas/file';
import { folderSchema } from '@/api/schemas/folder';
import { ToastRegion, toastQueue } from '@/components/toast/toast-region';
import { renderWithApi } from '@/test/render-app';
import { addFolder, fileReadWorld } from '../../../../server/test/file-read-world';
import type { FilesOwner } from '../files-owner';
import { ItemActionsMenu } from './item-actions-menu';

const TOKEN = 'teacher-token';
const announced = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

async function renderMenu() {
  const w = fileReadWorld();
  const week = addFolder(w.app.db, { type: 'Course', id: w.course.id }, 'Week 2', w.root);
  const owner: FilesOwner = { kind: 'courses', id: String(w.course.id) };
  const folder = folderSchema.parse((await w.app.get(`/api/v1/folders/${w.root.id}`, TOKEN)).body);
  const file = fileSchema.parse((await w.app.get(`/api/v1/files/${w.files.notes}`, TOKEN)).body);
  const rowKeys: string[] = [];
  let rowClicks = 0;
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  const { user } = renderWithApi(
    w.app,
    <>
      {/* Stands in for the grid's row: its handlers must not see what happens in the menu and dialogs. */}
      <div role="row" tabIndex={-1} onKeyDown={(event) => rowKeys.push(event.key)} onClick={() => (rowClicks += 1)}>
        <ItemActionsMenu owner={owner} folder={folder} item={{ kind: 'file', file }} onRename={() => undefined} />
      </div>
      <ToastRegion />
    </>,
    TOKEN,
  );
  return { w, week, user, rowKeys, rowClicks: () => rowClicks };
}

describe('ItemActionsMenu, against the real API', () => {
  it('copies a file into another folder from the row menu, keeping its events out of the row', async () => {
    const { w, week, user, rowKeys, rowClicks } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for notes.txt' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Rename', 'Move to…', 'Copy to…', 'Usage rights…', 'Unpublish', 'Hide', 'Download', 'Delete',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Copy notes.txt to…' });
    await user.click(await within(dialog).findByRole('row', { name: /Week 2/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy here' }));
    await announced('1 copied');
    const copies = (await w.app.get(`/api/v1/folders/${week.id}/files`, TOKEN)).body as { display_name: string }[];
    expect(copies.map((copy) => copy.display_name)).toEqual(['notes.txt']);
    expect(rowKeys).toEqual([]);
    expect(rowClicks()).toBe(0);
  });

  it('unpublishes from the row menu', async () => {
    const { w, user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Actions for notes.txt' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unpublish' }));
    await announced('1 unpublished');
    expect(fileSchema.parse((await w.app.get(`/api/v1/files/${w.files.notes}`, TOKEN)).body).locked).toBe(true);
  });
});
