import { screen } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileQueries } from '@/api/files';
import { renderWithApi } from '@/test/render-app';
import { addFile, addFolder } from '../../../../server/test/file-read-world';
import { createTestApp } from '../../../../server/test/test-app';
import { standardWorld } from '../../../../server/test/test-data';
import type { FilesOwner } from '../files-owner';
import { FilePreviewHost } from './file-preview-host';
import type { CanvasId } from '@/api/schemas/ids';

/** The files list's use of the host: one folder's infinite list, 100 files a page. */
function PagedFolder({ owner, folderId }: { owner: FilesOwner; folderId: CanvasId }) {
  const query = useInfiniteQuery(fileQueries.folder(folderId, { sort: 'name', order: 'asc' }));
  const files = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (files.length === 0) return <p>Loading files</p>;
  return <FilePreviewHost owner={owner} files={files} hasMore={query.hasNextPage} fetchMore={() => void query.fetchNextPage()} />;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

describe('FilePreviewHost over a list with more pages', () => {
  it('asks for the next page near the end of the loaded files, so Next carries on past it', async () => {
    const app = createTestApp();
    const w = standardWorld(app.data);
    const course = { type: 'Course' as const, id: w.course.id };
    const root = addFolder(app.db, course, 'course files');
    const ids = Array.from({ length: 101 }, (_, n) => addFile(app.db, course, { name: `scan-${String(n).padStart(3, '0')}.png`, folderId: root.id, contentType: 'image/png' }));
    const owner: FilesOwner = { kind: 'courses', id: String(w.course.id) };
    const router = createMemoryRouter([{ path: '*', element: <PagedFolder owner={owner} folderId={String(root.id)} /> }], {
      initialEntries: [`/courses/${w.course.id}/files?preview=${ids[99]}`],
    });
    const { user } = renderWithApi(app, <RouterProvider router={router} />, 'teacher-token');
    expect(await screen.findByRole('heading', { name: 'scan-099.png' })).toBeTruthy();
    // The second page arrives on its own: 101 files, and the last is one step away.
    expect(await screen.findByText('100 of 101')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next file' }));
    expect(await screen.findByRole('heading', { name: 'scan-100.png' })).toBeTruthy();
    expect(screen.getByText('101 of 101')).toBeTruthy();
  });
});
