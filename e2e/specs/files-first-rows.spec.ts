import { FilesPage } from '../pages/files-page';
import { expect, signIn, test } from '../fixtures';

/** Biology 101 (course 1) owns the demo's course files. */
const COURSE = '/courses/1';

test('the folder and its files are asked for while the course is still on its way, not after it', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const sent: string[] = [];
  page.on('request', (request) => sent.push(new URL(request.url()).pathname));
  let filesAsked!: () => void;
  const filesSeen = new Promise<void>((resolve) => (filesAsked = resolve));
  page.on('request', (request) => {
    if (/^\/api\/v1\/folders\/\d+\/files$/.test(new URL(request.url()).pathname)) filesAsked();
  });
  // The course's answer waits until the folder's files were asked for: a page that waited for the course first
  // would never ask, and never show a row.
  await page.route(
    (url) => url.pathname === '/api/v1/courses/1',
    async (route) => {
      await filesSeen;
      await route.continue();
    },
  );
  const files = new FilesPage(page);
  await files.goto(COURSE);
  await expect(files.grid.getByRole('row').nth(1)).toBeVisible();
  const byPath = sent.findIndex((path) => path.startsWith('/api/v1/courses/1/folders/by_path'));
  const list = sent.findIndex((path) => /^\/api\/v1\/folders\/\d+\/files$/.test(path));
  expect(byPath).toBeGreaterThanOrEqual(0);
  expect(list).toBeGreaterThan(byPath);
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
