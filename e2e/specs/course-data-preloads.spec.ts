import type { Page } from '@playwright/test';
import { FilesPage } from '../pages/files-page';
import { GradingPage } from '../pages/grading-page';
import { expect, signIn, test } from '../fixtures';

/** Every /api/v1 and session request of the page, as its own resource timing tells who started it: 'link' is the document's preload. */
const startedBy = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/api\/v1\/courses\/\d+(\?|\/permissions|\/folders\/by_path|\/assignments\/\d+\?)/.test(entry.name))
      .map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}`)
      .toSorted(),
  );

test.describe('a course page’s data, named by its address, starts with the document', () => {
  test('the file browser: its course, the caller’s rights and the folder path come drawn, and are not asked for again', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const files = new FilesPage(page);
    await files.goto('/courses/1', 'Lectures');
    await expect(files.heading('Lectures')).toBeVisible();
    // The server drew the folder (docs/decisions/0093): an entry here would mean the app asked for a URL other
    // than the one the render read, or for one it already held.
    expect(await startedBy(page)).toEqual([]);
  });

  test('grading: its course, the caller’s rights and the assignment come drawn, and are not asked for again', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const grading = new GradingPage(page);
    await grading.goto(1, 5);
    await expect(page.getByRole('region', { name: /^Submission by / })).toBeVisible();
    expect(await startedBy(page)).toEqual([]);
  });
});
