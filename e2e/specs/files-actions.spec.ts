import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { FilesActionsPage, makeWorkspace } from '../pages/files-actions';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../fixtures';

const SHOTS = '/tmp/shots-actions';
type FileJson = { id: number; folder_id: number; usage_rights?: { use_justification: string; license: string; legal_copyright: string | null } | null };

test.beforeEach(async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page, 'demo-teacher');
});

test('usage rights on two files at once', async ({ page, api }) => {
  const teacher = api.as('demo-teacher');
  const { folder, files } = await makeWorkspace(teacher, 'Rights', ['alpha.txt', 'beta.txt']);
  const browser = new FilesActionsPage(page);
  await browser.goto(folder);
  await browser.select('alpha.txt', 'beta.txt');
  await expect(browser.selectionActions).toContainText('2 items selected');
  await page.screenshot({ path: `${SHOTS}/selection-toolbar-light.png` });
  await browser.selectionButton('Usage rights…').click();
  const dialog = page.getByRole('dialog', { name: 'Usage rights' });
  await expect(dialog).toContainText('For 2 files.');
  await dialog.getByLabel('Usage right').selectOption('creative_commons');
  await dialog.getByLabel('Creative Commons license').selectOption({ label: 'CC Attribution Share Alike' });
  await dialog.getByLabel('Copyright holder').fill('(c) 2026 Biology staff');
  await page.screenshot({ path: `${SHOTS}/usage-rights-light.png` });
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/usage-rights-dark.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('2 files updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const name of ['alpha.txt', 'beta.txt']) await expect(browser.row(name)).toContainText('CC Attribution Share Alike');
  for (const file of files) {
    const stored = await teacher.get<FileJson>(`/api/v1/files/${file.id}`, { 'include[]': 'usage_rights' });
    expect(stored.usage_rights).toMatchObject({ use_justification: 'creative_commons', license: 'cc_by_sa', legal_copyright: '(c) 2026 Biology staff' });
  }
});

test('move a file by keyboard through the Move to dialog', async ({ page, api }) => {
  const teacher = api.as('demo-teacher');
  const { folder, files, subfolder } = await makeWorkspace(teacher, 'Keyboard move', ['report.txt']);
  const archive = await subfolder('Archive');
  const browser = new FilesActionsPage(page);
  await browser.goto(folder);
  await browser.rowMenuButton('report.txt').focus();
  // The arrow keys open a menu button's menu too, with its first item focused; Escape gives focus back.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu', { name: 'Actions for report.txt' }).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(browser.rowMenuButton('report.txt')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Actions for report.txt' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move report.txt to…' });
  const tree = dialog.getByRole('treegrid', { name: 'Destination folder' });
  await expect(tree.getByRole('row', { name: /Archive/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('row').first()).toBeFocused();
  await page.keyboard.type('Archive');
  await expect(tree.getByRole('row', { name: /Archive/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`Destination: ${archive.full_name}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/move-dialog-light.png` });
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Move here' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(browser.summary('1 moved')).toBeAttached();
  await expect(browser.row('report.txt')).toHaveCount(0);
  const moved = await teacher.get<FileJson>(`/api/v1/files/${files[0]?.id ?? 0}`);
  expect(moved.folder_id).toBe(archive.id);
});

test('delete with a confirmation that names what goes; results light, dark and phone', async ({ page, api }) => {
  const teacher = api.as('demo-teacher');
  const { folder, files, subfolder } = await makeWorkspace(teacher, 'Delete', ['old notes.txt', 'draft.txt']);
  const week = await subfolder('Week 9');
  await teacher.post(`/api/v1/folders/${week.id}/copy_file`, { source_file_id: files[0]?.id });
  const browser = new FilesActionsPage(page);
  await browser.goto(folder);
  await browser.select('old notes.txt', 'draft.txt', 'Week 9');
  await browser.selectionButton('Delete').click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 3 items?' });
  // Named in the list's order: folders first, then files by name.
  await expect(confirm).toContainText('The folder Week 9 (1 file inside), draft.txt and old notes.txt will be deleted.');
  await page.screenshot({ path: `${SHOTS}/delete-confirm-light.png` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(browser.summary('3 deleted')).toBeAttached();
  for (const name of ['old notes.txt', 'draft.txt', 'Week 9']) await expect(browser.row(name)).toHaveCount(0);
  const gone = await teacher.fetch(`/api/v1/folders/${week.id}`);
  expect(gone.status()).toBe(404);
  await expect(browser.results).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-results-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/delete-results-dark.png` });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: `${SHOTS}/delete-results-phone-dark.png` });
});

test('a failed move shows the server’s message, Keep both retries it; dark and phone', async ({ page, api }) => {
  const teacher = api.as('demo-teacher');
  const { folder, files, subfolder } = await makeWorkspace(teacher, 'Clash', ['notes.txt', 'other.txt']);
  const target = await subfolder('Target');
  await teacher.post(`/api/v1/folders/${target.id}/copy_file`, { source_file_id: files[0]?.id });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const browser = new FilesActionsPage(page);
  await browser.goto(folder);
  await browser.select('notes.txt', 'other.txt');
  await page.screenshot({ path: `${SHOTS}/selection-toolbar-phone-dark.png` });
  await browser.selectionButton('Move to…').click();
  const dialog = page.getByRole('dialog', { name: 'Move 2 items to…' });
  await dialog.getByRole('row', { name: /Target/ }).click();
  await page.screenshot({ path: `${SHOTS}/move-dialog-phone-dark.png` });
  await dialog.getByRole('button', { name: 'Move here' }).click();
  await expect(browser.summary('1 moved, 1 failed')).toBeAttached();
  await expect(browser.results).toContainText('Failed: file already exists');
  await page.screenshot({ path: `${SHOTS}/clash-results-phone-dark.png` });
  await expectNoSeriousA11yViolations(page, { include: '.toast-region' });
  await page.getByRole('button', { name: 'Keep both: notes.txt' }).click();
  await expect(browser.summary('2 moved')).toBeAttached();
  const moved = await teacher.get<FileJson>(`/api/v1/files/${files[0]?.id ?? 0}`);
  expect(moved.folder_id).toBe(target.id);
});

test('move a file by dragging it onto a folder', async ({ page, api }) => {
  const teacher = api.as('demo-teacher');
  const { folder, files, subfolder } = await makeWorkspace(teacher, 'Drag', ['dragged.txt']);
  const target = await subfolder('Drop here');
  const browser = new FilesActionsPage(page);
  await browser.goto(folder);
  await browser.row('dragged.txt').dragTo(browser.row('Drop here'));
  await expect(browser.summary('1 moved')).toBeAttached();
  await expect(browser.row('dragged.txt')).toHaveCount(0);
  const moved = await teacher.get<FileJson>(`/api/v1/files/${files[0]?.id ?? 0}`);
  expect(moved.folder_id).toBe(target.id);
});

test('download several items as one zip built in the browser', async ({ page, api }) => {
  const teacher = api.as('demo-teacher');
  const { folder, subfolder } = await makeWorkspace(teacher, 'Zip', ['one.txt', 'two.txt']);
  const inner = await subfolder('Inner');
  const [source] = await teacher.get<{ id: number }[]>(`/api/v1/folders/${folder.id}/files`);
  await teacher.post(`/api/v1/folders/${inner.id}/copy_file`, { source_file_id: source?.id });
  const browser = new FilesActionsPage(page);
  await browser.goto(folder);
  await browser.select('Inner', 'one.txt', 'two.txt');
  const download = page.waitForEvent('download');
  await browser.selectionButton('Download').click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe(`${folder.name}.zip`);
  const bytes = await readFile(await zip.path());
  // Entry names sit in the zip's headers as plain UTF-8.
  for (const name of ['Inner/one.txt', 'one.txt', 'two.txt']) expect(bytes.includes(Buffer.from(name))).toBe(true);
});
