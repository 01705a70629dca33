import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileQueries } from '@/api/files';
import { folderSchema, type CanvasFolder } from '@/api/schemas/folder';
import { renderWithApi } from '@/test/render-app';
import { routeXhrInto } from '@/test/xhr-into-app';
import { fileReadWorld } from '../../../../server/test/file-read-world';
import { UploadArea, UploadButton } from './upload-area';
import { uploadQueue } from './use-uploads';
import type { CanvasId } from '@/api/schemas/ids';

// The queue is app-wide (it outlives a folder view): each test starts with an empty panel.
afterEach(() => uploadQueue.clearFinished());

/** The folder's names as the browser's list query has them: it must refresh as each file lands. */
function Names({ folder }: { folder: CanvasFolder }) {
  const { data } = useInfiniteQuery(fileQueries.folder(folder.id, { sort: 'name', order: 'asc' }));
  const names = data?.pages.flatMap((page) => page.items.map((file) => file.display_name)) ?? [];
  return <ul aria-label="Files in folder">{names.map((name) => <li key={name}>{name}</li>)}</ul>;
}

async function renderArea(world: ReturnType<typeof fileReadWorld>) {
  const { body } = await world.app.get(`/api/v1/folders/${world.root.id}`, 'teacher-token');
  const folder = folderSchema.parse(body);
  const owner = { kind: 'courses', id: String(world.course.id) } as const;
  routeXhrInto(world.app);
  return renderWithApi(
    world.app,
    <UploadArea target={{ owner, folder }}>
      <UploadButton />
      <Names folder={folder} />
    </UploadArea>,
    'teacher-token',
  );
}

const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

const storedBytes = async (world: ReturnType<typeof fileReadWorld>, name: string) => {
  const row = world.app.db.prepare(`SELECT id FROM attachments WHERE display_name = ? AND workflow_state = 'processed'`).get(name) as { id: CanvasId } | undefined;
  if (!row) return null;
  const { body } = await world.app.get(`/api/v1/files/${row.id}`, 'teacher-token');
  const response = await world.app.request((body as { url: string }).url);
  return response.text();
};

describe('uploading through the three steps', () => {
  it('uploads a file, shows it done, announces it and lists it', async () => {
    const world = fileReadWorld();
    const { user } = await renderArea(world);
    const list = await screen.findByRole('list', { name: 'Files in folder' });
    await within(list).findByText('notes.txt');
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('report.txt', 'lab report')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    const bar = await within(panel).findByRole('progressbar', { name: 'Upload of report.txt' });
    await within(panel).findByText('Done');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('status', { name: 'Upload announcements' }).textContent).toMatch(/1 file uploaded|report\.txt uploaded/);
    await within(list).findByText('report.txt');
    expect(await storedBytes(world, 'report.txt')).toBe('lab report');
  });

  it('puts the landed file into the folder’s list from the upload’s answer, without refetching the folder', async () => {
    const world = fileReadWorld();
    const { user } = await renderArea(world);
    const list = await screen.findByRole('list', { name: 'Files in folder' });
    await within(list).findByText('notes.txt');
    const inner = globalThis.fetch;
    const reads: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://lectern.test');
      // The names check before an upload (only[]=names) reads the folder fresh on purpose; the lists must not.
      if ((init.method ?? 'GET') === 'GET' && !url.searchParams.has('only[]')) reads.push(url.pathname);
      return inner(input, init);
    });
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('b-report.txt', 'lab report')]);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await within(panel).findByText('Done');
    // In its sorted place: after the names before it, before the ones after it.
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toContain('b-report.txt'));
    const names = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })));
    expect(reads.filter((path) => path.startsWith(`/api/v1/folders/${world.root.id}/`))).toEqual([]);
  });

  it('resolves a clash by Rename: the upload lands as name-1.ext and the original stays', async () => {
    const world = fileReadWorld();
    const { user } = await renderArea(world);
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('notes.txt', 'new notes')]);
    const dialog = await screen.findByRole('alertdialog', { name: '“notes.txt” already exists' });
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await within(panel).findByText('Done, saved as notes-1.txt');
    await within(screen.getByRole('list', { name: 'Files in folder' })).findByText('notes-1.txt');
    expect(await storedBytes(world, 'notes-1.txt')).toBe('new notes');
  });

  it('resolves a clash by Replace: the same name now holds the new bytes', async () => {
    const world = fileReadWorld();
    const { user } = await renderArea(world);
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('notes.txt', 'replaced')]);
    const dialog = await screen.findByRole('alertdialog', { name: '“notes.txt” already exists' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await within(await screen.findByRole('region', { name: 'Uploads' })).findByText('Done');
    expect(await storedBytes(world, 'notes.txt')).toBe('replaced');
  });

  it('shows the server’s quota refusal on the file, with the space left, and keeps it for Retry', async () => {
    const world = fileReadWorld();
    const { user } = await renderArea(world);
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('notes.txt', 'x'.repeat(3000))]);
    const dialog = await screen.findByRole('alertdialog', { name: '“notes.txt” already exists' });
    // The space goes while the user decides (someone else uploaded): the batch check passed, the preflight says no.
    world.app.db.prepare(`UPDATE courses SET storage_quota_mb = 0 WHERE id = ?`).run(world.course.id);
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    await within(panel).findByText('Failed: Not enough space: this file is 3 KB and 0 bytes is left.');
    expect(within(panel).getByRole('button', { name: 'Retry notes.txt' })).toBeTruthy();

    // Retry goes away as the file is queued again; the focus stays with the file, not lost to the page.
    await user.click(within(panel).getByRole('button', { name: 'Retry notes.txt' }));
    expect(document.activeElement?.textContent).toBe('notes.txt');
    expect(panel.contains(document.activeElement)).toBe(true);
    await within(panel).findByText('Failed: Not enough space: this file is 3 KB and 0 bytes is left.');
    expect(document.activeElement?.textContent).toBe('notes.txt');
  });
});
