import type { Locator } from '@playwright/test';
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

test('New folder, whose dialog loads when wanted, opens by keyboard with focus inside and gives it back', async ({ page, api }) => {
  const folder = await createFolder(api, uniqueName('Keyboard folder'));
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  // Not hovered first: the dialog's code must arrive between Enter and the dialog.
  await files.goto(COURSE, folder.name);
  const dialog = page.getByRole('dialog', { name: `New folder in ${folder.name}` });
  const field = dialog.getByRole('textbox', { name: 'Folder name' });

  await files.newFolder.focus();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type('draft');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(files.newFolder).toBeFocused();

  // Space opens it too; a name the server refuses keeps what was typed, in place, with the reason.
  await page.keyboard.press('Space');
  await expect(field).toBeFocused();
  await page.keyboard.type('a/b');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('A folder name cannot contain “/”.');
  await expect(field).toHaveValue('a/b');
  await field.fill('Week 9');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(files.link('Week 9')).toBeVisible();
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

  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/v1\/files\/\d+/.test(response.url()));
  await files.renameInline('old name.pdf', 'new name.pdf');
  await expect(files.link('new name.pdf')).toBeVisible();
  // The list shows the new name at once; the reload asks the server, which must have it by then.
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(files.link('new name.pdf')).toBeVisible();
  await expect(files.link('old name.pdf')).toHaveCount(0);

  // From the row's menu: the field keeps the focus after the menu closes.
  await files.row('new name.pdf').getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = files.grid.getByRole('textbox', { name: 'New name for new name.pdf' });
  await expect(field).toBeFocused();
  await page.keyboard.type('final');
  await page.keyboard.press('Enter');
  await expect(files.link('final.pdf')).toBeVisible();
});

test('moves a file by dragging it onto a folder in the list, and one onto a folder in the tree', async ({ page, api }) => {
  const folder = await createFolder(api, uniqueName('Drag'));
  await createFolder(api, `${folder.name}/Target`);
  await copySeedFile(api, folder, 'Syllabus', 'drag me.pdf');
  await copySeedFile(api, folder, 'Syllabus', 'drag me too.pdf');
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE, folder.name);

  await files.row('drag me.pdf').dragTo(files.row('Target'));
  await expect(files.link('drag me.pdf')).toHaveCount(0);
  await files.row('drag me too.pdf').dragTo(files.treeItem('Target'));
  await expect(files.link('drag me too.pdf')).toHaveCount(0);

  await files.link('Target').click();
  await expect(files.heading('Target')).toBeVisible();
  await expect(files.link('drag me.pdf')).toBeVisible();
  await expect(files.link('drag me too.pdf')).toBeVisible();
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

test('a long folder is virtualized and loads page by page while scrolling', async ({ page, api }) => {
  test.setTimeout(120_000);
  const folder = await createFolder(api, uniqueName('Many'));
  const teacher = api.as('demo-teacher');
  const [source] = await teacher.get<File[]>(`/api/v1${COURSE}/files`, { search_term: 'Week 1 Notes' });
  if (!source) throw new Error('No seeded Week 1 Notes');
  // 250 files: three pages of 100. Copies of one file get "name-1.txt"-style names; renamed so the order is known.
  for (let start = 0; start < 250; start += 25) {
    await Promise.all(
      Array.from({ length: 25 }, async (_, offset) => {
        const copy = await teacher.post<File>(`/api/v1/folders/${folder.id}/copy_file`, { source_file_id: source.id, on_duplicate: 'rename' });
        await teacher.put(`/api/v1/files/${copy.id}`, { name: `file ${String(start + offset).padStart(3, '0')}.txt` });
      }),
    );
  }
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE, folder.name);

  await expect(files.link('file 000.txt')).toBeVisible();
  await expect(files.grid).toHaveAttribute('aria-rowcount', '251');
  const rowsInDom = () => files.grid.getByRole('row').count();
  expect(await rowsInDom()).toBeLessThan(100);
  // Scroll to the end: the later pages arrive on the way, and the DOM stays small.
  await expect(async () => {
    await files.grid.getByRole('rowgroup').last().evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(files.link('file 249.txt')).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await rowsInDom()).toBeLessThan(100);
});

test('"My files" opens the user’s own files', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My files' }).click();
  const files = new FilesPage(page);
  await expect(files.heading('My files')).toBeVisible();
  await expect(files.link('headshot.png')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/self\/files$/);
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

/** True when the element, or any element inside it, clips its own text (an ellipsis or a hidden overflow). */
async function cutOff(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => [element, ...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth));
}

test('at 1280 px a file’s name and usage rights show in full when the row has room for them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE, 'Images');
  const row = files.row('cell-diagram.png');
  const rights = row.getByRole('gridcell').filter({ hasText: 'CC Attribution' });
  await expect(rights).toHaveText('ccCC Attribution');
  expect(await cutOff(rights)).toBe(false);

  await files.goto(COURSE);
  const fileName = 'Textbook Excerpt - Chapter 4.pdf';
  const name = files.row(fileName).getByRole('gridcell').filter({ has: page.getByRole('link', { name: fileName, exact: true }) });
  await expect(name).toBeVisible();
  expect(await cutOff(name)).toBe(false);
});
