import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesUploadPage } from '../pages/files-upload';
import { uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

/** A course of its own (demo-admin teaches it), so each test starts with an empty root folder. */
async function freshCourse(api: Api): Promise<number> {
  const course = await api.as('demo-admin').post<{ id: number }>('/api/v1/accounts/1/courses', {
    course: { name: uniqueName('E2E Upload Course') },
    offer: true,
    enroll_me: 'true',
  });
  return course.id;
}

test.describe('uploading files', () => {
  test('three files dropped on the list each progress to done and appear in the list', async ({ page, api }) => {
    const courseId = await freshCourse(api);
    await signIn(page, 'demo-admin');
    const upload = new FilesUploadPage(page);
    await upload.goto(courseId);
    const names = ['syllabus.txt', 'week-1.txt', 'reading list.txt'];
    await upload.drop(upload.dropTarget('course files'), names.map((name) => ({ name, content: `contents of ${name}` })));

    for (const name of names) {
      await expect(upload.row(name)).toContainText('Done');
      await expect(upload.progress(name)).toHaveAttribute('aria-valuenow', '100');
      await expect(upload.listed('course files', name)).toBeVisible();
    }
    await expect(upload.panel).toContainText('3 files uploaded.');
    await expect(upload.status).toHaveText('3 files uploaded.');
    await expectNoSeriousA11yViolations(page);
  });

  test('a name that exists, resolved with Rename, lands as name-1.ext beside the original', async ({ page, api }) => {
    const courseId = await freshCourse(api);
    await signIn(page, 'demo-admin');
    const upload = new FilesUploadPage(page);
    await upload.goto(courseId);
    await upload.drop(upload.dropTarget('course files'), [{ name: 'notes.txt', content: 'first' }]);
    await expect(upload.listed('course files', 'notes.txt')).toBeVisible();

    await upload.drop(upload.dropTarget('course files'), [{ name: 'notes.txt', content: 'second' }]);
    await expect(upload.clashDialog).toContainText('“notes.txt” already exists');
    await expect(upload.clashDialog.getByRole('button', { name: 'Rename' })).toBeFocused();
    await upload.clashDialog.getByRole('button', { name: 'Rename' }).click();
    await expect(upload.clashDialog).toBeHidden();
    await expect(upload.panel).toContainText('Done, saved as notes-1.txt');
    await expect(upload.listed('course files', 'notes-1.txt')).toBeVisible();
    await expect(upload.listed('course files', 'notes.txt')).toHaveCount(1);
  });

  test('a file cancelled mid-upload leaves nothing behind, and Retry sends it after all', async ({ page, api }) => {
    const courseId = await freshCourse(api);
    await signIn(page, 'demo-admin');
    const upload = new FilesUploadPage(page);
    await upload.goto(courseId);
    // Step 2 is held until Cancel has been pressed, so the file is surely still in flight then.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/files_api**', async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await upload.drop(upload.dropTarget('course files'), [{ name: 'draft.txt', content: 'not yet' }]);
    await expect(upload.row('draft.txt')).toContainText('Uploading');
    await upload.panel.getByRole('button', { name: 'Cancel draft.txt' }).click();
    await expect(upload.row('draft.txt')).toContainText('Cancelled');
    release();
    await page.unroute('**/files_api**');
    const files = await api.as('demo-admin').get<unknown[]>(`/api/v1/courses/${courseId}/files`);
    expect(files).toEqual([]);
    await expect(page.getByText('This folder is empty')).toBeVisible();

    await upload.panel.getByRole('button', { name: 'Retry draft.txt' }).click();
    await expect(upload.row('draft.txt')).toContainText('Done');
    await expect(upload.listed('course files', 'draft.txt')).toBeVisible();
  });

  test('a picked folder keeps its folders: its files land in new folders below the one shown', async ({ page, api }) => {
    const courseId = await freshCourse(api);
    const dir = mkdtempSync(join(tmpdir(), 'lectern-upload-'));
    try {
      mkdirSync(join(dir, 'lab', 'data'), { recursive: true });
      writeFileSync(join(dir, 'lab', 'readme.txt'), 'read me');
      writeFileSync(join(dir, 'lab', 'data', 'results.csv'), 'a,b\n1,2\n');
      await signIn(page, 'demo-admin');
      const upload = new FilesUploadPage(page);
      await upload.goto(courseId);
      await upload.folderInput.setInputFiles(join(dir, 'lab'));
      await expect(upload.row('lab/readme.txt')).toContainText('Done');
      await expect(upload.row('lab/data/results.csv')).toContainText('Done');
      const chain = await api.as('demo-admin').get<{ full_name: string }[]>(`/api/v1/courses/${courseId}/folders/by_path/lab/data`);
      expect(chain.map((folder) => folder.full_name)).toEqual(['course files', 'course files/lab', 'course files/lab/data']);
      await expect(upload.listed('course files', 'lab')).toBeVisible();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
