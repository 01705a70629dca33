import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { folderSchema } from '@/api/schemas/folder';
import { renderWithApi } from '@/test/render-app';
import { fileReadWorld } from '../../../../server/test/file-read-world';
import { UploadArea, UploadButton } from './upload-area';
import { uploadQueue } from './use-uploads';

// The queue is app-wide (it outlives a folder view): each test starts with an empty panel.
afterEach(() => uploadQueue.clearFinished());

async function renderArea(world: ReturnType<typeof fileReadWorld>, token = 'teacher-token') {
  const { body } = await world.app.get(`/api/v1/folders/${world.root.id}`, token);
  const folder = folderSchema.parse(body);
  const owner = { kind: 'courses', id: String(world.course.id) } as const;
  const rendered = renderWithApi(
    world.app,
    <UploadArea target={{ owner, folder }}>
      <UploadButton />
      <p>The folder’s list</p>
    </UploadArea>,
    token,
  );
  return { ...rendered, folder };
}

const textFile = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/plain' });

const countFiles = (world: ReturnType<typeof fileReadWorld>) =>
  (world.app.db.prepare(`SELECT COUNT(*) AS n FROM attachments`).get() as { n: number }).n;

describe('UploadArea', () => {
  it('offers Upload and Upload folder to a teacher', async () => {
    const world = fileReadWorld();
    await renderArea(world);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload folder' })).toBeTruthy();
  });

  it('offers nothing to a student, who cannot add files to the course', async () => {
    await renderArea(fileReadWorld(), 'student-token');
    expect(screen.getByText('The folder’s list')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('refuses a batch that cannot fit before sending anything, naming the total and the space left', async () => {
    const world = fileReadWorld();
    world.app.db.prepare(`UPDATE courses SET storage_quota_mb = 1 WHERE id = ?`).run(world.course.id);
    const before = countFiles(world);
    const { user } = await renderArea(world);
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('big.txt', 700_000), textFile('bigger.txt', 800_000)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Not enough space: These 2 files total 1\.5 MB and 1 MB is left/);
    expect(countFiles(world)).toBe(before);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks Skip / Rename / Replace for a name that exists; Skip sends nothing and says so', async () => {
    const world = fileReadWorld();
    const before = countFiles(world);
    const { user } = await renderArea(world);
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('notes.txt')]);
    const dialog = await screen.findByRole('alertdialog', { name: '“notes.txt” already exists' });
    expect(within(dialog).getByText(/already in course files/)).toBeTruthy();
    // Rename has focus: the choice that loses nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Rename' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(panel).getByText('Skipped: a file with this name exists')).toBeTruthy();
    expect(within(panel).getByText('0 files uploaded, 1 skipped.')).toBeTruthy();
    expect(countFiles(world)).toBe(before);
  });

  it('applies one answer to every remaining clash when asked to', async () => {
    const world = fileReadWorld();
    const { user } = await renderArea(world);
    await user.upload(screen.getByLabelText('Files to upload'), [textFile('notes.txt'), textFile('cells.png')]);
    const dialog = await screen.findByRole('alertdialog', { name: '“notes.txt” already exists' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Apply to all remaining (1 more)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(panel).getAllByText('Skipped: a file with this name exists')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
