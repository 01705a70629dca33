import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { useQueries } from '@tanstack/react-query';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileQueries } from '@/api/files';
import { formatDate } from '@/lib/dates';
import { renderWithApi } from '@/test/render-app';
import { addFolder } from '../../../../server/test/file-read-world';
import { createTestApp, type TestApp } from '../../../../server/test/test-app';
import { standardWorld } from '../../../../server/test/test-data';
import { createBlobStore } from '../../../../server/storage/blob-store';
import type { FilesOwner } from '../files-owner';
import { FilePreviewHost } from './file-preview-host';

/** A course folder with an image (CC BY-SA), a text file and an HTML file whose script would change the page. */
function world() {
  const app = createTestApp();
  const w = standardWorld(app.data);
  const root = addFolder(app.db, { type: 'Course', id: w.course.id }, 'course files');
  const rights = Number(
    app.db
      .prepare(`INSERT INTO usage_rights (context_type, context_id, use_justification, legal_copyright, license) VALUES ('Course', ?, 'creative_commons', '(C) Terry', 'cc_by_sa')`)
      .run(w.course.id).lastInsertRowid,
  );
  const add = (name: string, contentType: string, bytes: string | Uint8Array, usageRightsId: number | null = null) => {
    const blob = createBlobStore(app.dataDir).put(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
    const at = '2026-02-01T10:00:00Z';
    return Number(
      app.db
        .prepare(
          `INSERT INTO attachments (context_type, context_id, folder_id, user_id, display_name, filename, content_type, size, storage_key, md5, uuid,
             usage_rights_id, created_at, updated_at, modified_at) VALUES ('Course', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(w.course.id, root.id, w.teacher, name, encodeURIComponent(name), contentType, blob.size, blob.storageKey, blob.md5,
          randomUUID().replace(/-/g, ''), usageRightsId, at, at, at).lastInsertRowid,
    );
  };
  const files = {
    image: add('cells.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), rights),
    text: add('notes.txt', 'text/plain', 'Mitochondria are the powerhouse of the cell.'),
    html: add('page.html', 'text/html', '<html><head><title>pwned</title></head><body><script>window.pwned = true; document.title = "pwned"</script><p>Hi</p></body></html>'),
  };
  const owner: FilesOwner = { kind: 'courses', id: String(w.course.id) };
  return { app, w, files, owner, order: [files.image, files.text, files.html] };
}

/** Stands in for the files list: the folder's files fetched by id in list order, each name a `?preview=` link. */
function FolderHarness({ owner, ids }: { owner: FilesOwner; ids: number[] }) {
  const queries = useQueries({ queries: ids.map((id) => fileQueries.detail(String(id))) });
  const files = queries.flatMap((query) => (query.data ? [query.data] : []));
  const location = useLocation();
  if (files.length < ids.length) return <p>Loading files</p>;
  return (
    <>
      <ul aria-label="Files">
        {files.map((file) => (
          <li key={file.id}>
            <Link to={`?preview=${file.id}`}>{file.display_name}</Link>
          </li>
        ))}
      </ul>
      <output aria-label="Search">{location.search}</output>
      <FilePreviewHost owner={owner} files={files} />
    </>
  );
}

function render(app: TestApp, owner: FilesOwner, ids: number[], search: string) {
  const router = createMemoryRouter([{ path: '*', element: <FolderHarness owner={owner} ids={ids} /> }], {
    initialEntries: [`/courses/${owner.id}/files${search}`],
  });
  return { ...renderWithApi(app, <RouterProvider router={router} />, 'teacher-token'), router };
}

const dialog = () => screen.findByRole('dialog');
/** The viewer's title: looked up in the whole page, as the dialog element is replaced when a deep link loads. */
const title = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  expect(heading.closest('[role="dialog"]')).not.toBeNull();
  return heading;
};

// jsdom has no matchMedia (a browser API, not ours): a wide window, where the info panel starts open.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

describe('FilePreviewHost, against the real API', () => {
  it('opens from ?preview=, steps by button and arrow keys, and closes with Escape back to the file link', async () => {
    const { app, owner, files, order } = world();
    const { user, router } = render(app, owner, order, `?preview=${files.image}`);
    await title('cells.png');
    expect(within(await dialog()).getByRole('img', { name: 'cells.png' })).toBeTruthy();
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect(within(await dialog()).getByRole('button', { name: 'Previous file' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next file' }));
    await title('notes.txt');
    expect(await screen.findByText('Mitochondria are the powerhouse of the cell.')).toBeTruthy();
    expect(router.state.location.search).toBe(`?preview=${files.text}`);

    await user.keyboard('{ArrowRight}');
    await title('page.html');
    expect(screen.getByText('3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next file' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{ArrowLeft}');
    await title('notes.txt');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'notes.txt' })));
  });

  it('shows the size, usage rights and license in the info panel, with a download link', async () => {
    const { app, owner, files, order } = world();
    const { user } = render(app, owner, order, `?preview=${files.image}`);
    const details = await screen.findByRole('complementary', { name: 'Details of cells.png' });
    expect(within(details).getByText('8 bytes')).toBeTruthy();
    expect(within(details).getByText('image/png')).toBeTruthy();
    expect(within(details).getByText('Terry')).toBeTruthy();
    expect(within(details).getByText('The material is licensed under Creative Commons')).toBeTruthy();
    expect(within(details).getByText('(C) Terry')).toBeTruthy();
    const license = await within(details).findByRole('link', { name: 'CC Attribution Share Alike' });
    expect(license.getAttribute('href')).toBe('http://creativecommons.org/licenses/by-sa/4.0');
    expect(within(details).getByRole('link', { name: 'Download cells.png' }).getAttribute('download')).toBe('cells.png');

    const toggle = screen.getByRole('button', { name: 'Info' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('gives the file’s dates in the course’s time zone, as the rest of the app does', async () => {
    const { app, w, owner, files, order } = world();
    app.db.prepare(`UPDATE courses SET time_zone = 'Pacific/Auckland' WHERE id = ?`).run(w.course.id);
    render(app, owner, order, `?preview=${files.image}`);
    const details = await screen.findByRole('complementary', { name: 'Details of cells.png' });
    // 10:00 UTC on Feb 1 is 11 pm the same day in Auckland (UTC+13 in summer).
    const inCourseZone = formatDate('2026-02-01T10:00:00Z', { style: 'date-time', timeZone: 'Pacific/Auckland' }) ?? '';
    expect(inCourseZone).toMatch(/11:00/);
    await waitFor(() => expect(within(details).getAllByText(inCourseZone)).toHaveLength(2));
  });

  it('shows an HTML file as its source: the script in it never runs', async () => {
    const { app, owner, files, order } = world();
    document.title = 'Lectern';
    render(app, owner, order, `?preview=${files.html}`);
    await title('page.html');
    const source = await screen.findByRole('region', { name: 'Contents of page.html' });
    expect(source.textContent).toContain('<script>window.pwned = true;');
    const view = await dialog();
    expect(view.querySelector('script, iframe, object, embed')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(document.title).toBe('Lectern');
  });

  it('fetches a deep-linked file that is not in the list, without previous and next', async () => {
    const { app, owner, files } = world();
    render(app, owner, [files.image], `?preview=${files.text}`);
    await title('notes.txt');
    expect(await screen.findByText('Mitochondria are the powerhouse of the cell.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next file' })).toBeNull();
  });

  it('says so when a deep-linked file cannot be read, and still closes', async () => {
    const { app, owner, files } = world();
    const { user, router } = render(app, owner, [files.image], '?preview=999999');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This file could not be found, or you may not see it.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
