import { FilesPage } from '../pages/files-page';
import { expect, signIn, test } from '../fixtures';

/** Biology 101 (course 1) owns the demo's course files. */
const COURSE = '/courses/1';

test('the folder and its files come drawn in the document: the page asks for neither, nor for the course', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  const files = new FilesPage(page);
  await files.goto(COURSE);
  await expect(files.grid.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The server's render read them (docs/decisions/0093); the browser started from its answers.
  expect(sent.filter((path) => path === '/api/v1/courses/1' || path.startsWith('/api/v1/courses/1/folders/by_path') || /^\/api\/v1\/folders\/\d+\/files$/.test(path))).toEqual([]);
});

test('an unknown folder and an unknown course still show their error pages', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto(`${COURSE}/files/No%20such%20folder`);
  await expect(page.getByRole('heading', { name: 'Folder not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Go to / })).toBeVisible();

  await page.goto('/courses/987654/files/Week%201');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('from a course’s files to “My files” in the same tab, each file browser still opens', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const files = new FilesPage(page);
  await files.goto(COURSE);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My files' }).click();
  await expect(files.heading('My files')).toBeVisible();
  await expect(files.link('headshot.png')).toBeVisible();
  await page.goBack();
  await expect(files.grid.getByRole('row').nth(1)).toBeVisible();
});
