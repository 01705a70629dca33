import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileSchema } from '@/api/schemas/file';
import { folderSchema } from '@/api/schemas/folder';
import { ToastRegion, toastQueue } from '@/components/toast/toast-region';
import { renderWithApi } from '@/test/render-app';
import { addFile, addFolder, fileReadWorld } from '../../../../server/test/file-read-world';
import type { BrowserItem, FilesOwner } from '../files-owner';
import { SelectionActions } from './selection-actions';
import type { CanvasId } from '@/api/schemas/ids';

const TOKEN = 'teacher-token';

/** The bulk runner's polite live region says this. */
const announced = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

/** Biology 101's files (see fileReadWorld), read back as the browser gets them. */
function world() {
  const w = fileReadWorld();
  const owner: FilesOwner = { kind: 'courses', id: String(w.course.id) };
  const folderJson = async (id: number | CanvasId) => folderSchema.parse((await w.app.get(`/api/v1/folders/${id}`, TOKEN)).body);
  const fileJson = async (id: number | CanvasId) => fileSchema.parse((await w.app.get(`/api/v1/files/${id}?include[]=usage_rights`, TOKEN)).body);
  const fileItem = async (id: number | CanvasId): Promise<BrowserItem> => ({ kind: 'file', file: await fileJson(id) });
  const folderItem = async (id: number | CanvasId): Promise<BrowserItem> => ({ kind: 'folder', folder: await folderJson(id) });
  return { ...w, owner, folderJson, fileJson, fileItem, folderItem };
}

async function renderActions(w: ReturnType<typeof world>, selected: BrowserItem[]) {
  const folder = await w.folderJson(w.root.id);
  // Toasts from an earlier test would still be queued: the results panel is one of them.
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
  return renderWithApi(
    w.app,
    <>
      <SelectionActions owner={w.owner} folder={folder} selected={selected} onDone={() => undefined} />
      <ToastRegion />
    </>,
    TOKEN,
  );
}

describe('SelectionActions, against the real API', () => {
  it('deletes after a confirmation that names every item, folders with what they hold', async () => {
    const w = world();
    const selected = [await w.fileItem(w.files.notes), await w.fileItem(w.files.cells), await w.folderItem(w.lockedFolder.id)];
    const { user } = await renderActions(w, selected);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 items?' });
    expect(dialog.textContent).toContain('notes.txt, cells.png and the folder later (1 file inside) will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await announced('3 deleted');
    expect((await w.app.get(`/api/v1/files/${w.files.notes}`, TOKEN)).status).toBe(404);
    expect((await w.app.get(`/api/v1/folders/${w.lockedFolder.id}`, TOKEN)).status).toBe(404);
    expect((await w.app.get(`/api/v1/files/${w.files.later}`, TOKEN)).status).toBe(404);
  });

  it('moves a file by keyboard through the Move to dialog’s folder tree', async () => {
    const w = world();
    const { user } = await renderActions(w, [await w.fileItem(w.files.notes)]);
    screen.getByRole('button', { name: 'Move to…' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move notes.txt to…' });
    const tree = within(dialog).getByRole('treegrid', { name: 'Destination folder' });
    // The root is open, and is where the file already is: it cannot be chosen.
    const answers = await within(tree).findByRole('row', { name: /answers/ });
    const root = within(tree).getByRole('row', { name: /course files/ });
    expect(root.textContent).toContain('(current folder)');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('No folder chosen yet.')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(answers);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByText('Destination: course files/answers')).toBeTruthy();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Move here' }));
    await user.keyboard('{Enter}');
    await announced('1 moved');
    expect((await w.fileJson(w.files.notes)).folder_id).toBe(String(w.hiddenFolder.id));
  });

  it('sets usage rights on two files at once', async () => {
    const w = world();
    const { user } = await renderActions(w, [await w.fileItem(w.files.notes), await w.fileItem(w.files.draft)]);
    await user.click(screen.getByRole('button', { name: 'Usage rights…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usage rights' });
    expect(dialog.textContent).toContain('For 2 files.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose how this material may be used')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Usage right'), 'creative_commons');
    const license = await within(dialog).findByLabelText('Creative Commons license');
    await within(license).findByRole('option', { name: 'CC Attribution Share Alike' });
    await user.selectOptions(license, 'cc_by_sa');
    await user.type(within(dialog).getByLabelText('Copyright holder'), '(c) 2026 Terry');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 files updated')).toBeTruthy();
    for (const id of [w.files.notes, w.files.draft]) {
      expect((await w.fileJson(id)).usage_rights).toMatchObject({ use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '(c) 2026 Terry' });
    }
  });

  it('lists a failed item with the server’s message while the rest succeed, and Keep both retries it renamed', async () => {
    const w = world();
    const course = { type: 'Course' as const, id: w.course.id };
    const target = addFolder(w.app.db, course, 'Week 1', w.root);
    addFile(w.app.db, course, { name: 'notes.txt', folderId: target.id });
    const { user } = await renderActions(w, [await w.fileItem(w.files.notes), await w.fileItem(w.files.cells)]);
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 items to…' });
    await user.click(await within(dialog).findByRole('row', { name: /Week 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await announced('1 moved, 1 failed');
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getByText('cells.png').parentElement?.textContent).toContain('Done');
    expect(within(results).getByText('notes.txt').parentElement?.textContent).toMatch(/Failed: file already exists/);
    expect((await w.fileJson(w.files.cells)).folder_id).toBe(String(target.id));
    await user.click(screen.getByRole('button', { name: 'Keep both: notes.txt' }));
    await announced('2 moved');
    const moved = await w.fileJson(w.files.notes);
    expect(moved.folder_id).toBe(String(target.id));
    expect(moved.display_name).not.toBe('notes.txt');
  });
});
