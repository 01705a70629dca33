import { FilesPage } from '../pages/files-page';
import { uniqueName } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

/** Biology 101 (course 1) owns the demo's course files. */
const COURSE = '/courses/1';

type Folder = { id: number; name: string; full_name: string };
type File = { id: number; display_name: string };

/** A folder of its own under the course root (`parent_folder_path` creates the ones above it). */
async function createFolder(api: Api, path: string): Promise<Folder> {
  const parts = path.split('/');
  const name = parts.pop() ?? path;
  return api.as('demo-teacher').post<Folder>(`/api/v1${COURSE}/folders`, { name, parent_folder_path: parts.join('/') });
}

/** A copy of a seeded file in `folder`, renamed, so the test's files are its own. */
async function copySeedFile(api: Api, folder: Folder, seedName: string, name: string, flags: Record<string, boolean> = {}): Promise<File> {
  const teacher = api.as('demo-teacher');
  const [source] = await teacher.get<File[]>(`/api/v1${COURSE}/files`, { search_term: seedName });
  if (!source) throw new Error(`No seeded file named ${seedName}`);
  const copy = await teacher.post<File>(`/api/v1/folders/${folder.id}/copy_file`, { source_file_id: source.id });
  return teacher.put<File>(`/api/v1/files/${copy.id}`, { name, ...flags });
}

test('navigates nested folders by the tree, the breadcrumbs and Back', async ({ page, api }) => {
  const top = uniqueName('Unit');
  await createFolder(api, `${top}/Readings/Extra`);
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE);

  await files.treeLink(top).click();
  await expect(files.heading(top)).toBeVisible();
  await files.treeLink('Readings').click();
  await expect(files.heading('Readings')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/files/${encodeURIComponent(top)}/Readings$`));
  await expect(files.treeItem('Readings')).toHaveAttribute('aria-selected', 'true');
  await files.link('Extra').click();
  await expect(files.heading('Extra')).toBeVisible();

  await files.crumb(top).click();
  await expect(files.heading(top)).toBeVisible();
  await page.goBack();
  await expect(files.heading('Extra')).toBeVisible();
  await page.goBack();
  await expect(files.heading('Readings')).toBeVisible();

  // The tree works from the keyboard: Left closes an open folder, then goes to its parent; Enter opens.
  await files.treeItem('Readings').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(files.treeItem('Readings')).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(files.treeItem(top)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(files.heading(top)).toBeVisible();
});

test('a student sees no hidden or unpublished file and no manage actions', async ({ page, api }) => {
  const folder = await createFolder(api, uniqueName('Student view'));
  await copySeedFile(api, folder, 'Syllabus', 'open.pdf');
  await copySeedFile(api, folder, 'Syllabus', 'hidden.pdf', { hidden: true });
  await copySeedFile(api, folder, 'Syllabus', 'draft.pdf', { locked: true });
  await signIn(page, 'demo-student');
  const files = new FilesPage(page);
  await files.goto(COURSE, folder.name);

  await expect(files.link('open.pdf')).toBeVisible();
  await expect(files.link('hidden.pdf')).toHaveCount(0);
  await expect(files.link('draft.pdf')).toHaveCount(0);
  await expect(files.checkboxes()).toHaveCount(0);
  await expect(files.newFolder).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await expect(files.grid.getByRole('columnheader', { name: 'State' })).toHaveCount(0);
  await expect(files.row('open.pdf')).not.toHaveAttribute('draggable', 'true');
});

test('renames a file inline', async ({ page, api }) => {
  const folder = await createFolder(api, uniqueName('Rename'));
  await copySeedFile(api, folder, 'Syllabus', 'old name.pdf');
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE, folder.name);

  await files.renameInline('old name.pdf', 'new name.pdf');
  await expect(files.link('new name.pdf')).toBeVisible();
  await page.reload();
  await expect(files.link('new name.pdf')).toBeVisible();
  await expect(files.link('old name.pdf')).toHaveCount(0);
});

test('creates a folder', async ({ page, api }) => {
  const folder = await createFolder(api, uniqueName('Create'));
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE, folder.name);

  await files.createFolder('Homework');
  await expect(files.link('Homework')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Homework' }).first()).toBeVisible();
  await files.link('Homework').click();
  await expect(files.heading('Homework')).toBeVisible();
});

test('axe finds no serious or critical violation on the files page', async ({ page, api }) => {
  const folder = await createFolder(api, uniqueName('Axe'));
  await copySeedFile(api, folder, 'Syllabus', 'one.pdf');
  await copySeedFile(api, folder, 'cell-diagram', 'two.png', { hidden: true });
  await createFolder(api, `${folder.name}/Inner`);
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE, folder.name);
  await expect(files.link('two.png')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // With a selection and in dark mode too.
  await files.row('one.pdf').getByRole('checkbox').check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page);
});
