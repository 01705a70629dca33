import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test, type ApiClient } from '../fixtures';
import { FilesPreview } from '../pages/files-preview';

/** Biology 101 in the demo seed (server/db/seed/seed-files.ts has its files). */
const COURSE = 1;
const SCREENSHOTS = process.env.PREVIEW_SHOTS_DIR ?? 'test-results/screenshots';

type Preflight = { upload_url: string; upload_params: Record<string, string>; file_param?: string };
type UploadedFile = { id: number; display_name: string };

/** The three-step upload of docs/canvas-contract.md §3.3, into a folder of its own so the test stands alone. */
async function upload(teacher: ApiClient, request: APIRequestContext, folder: string, name: string, type: string, text: string) {
  const bytes = Buffer.from(text);
  const preflight = await teacher.post<Preflight>(`/api/v1/courses/${COURSE}/files`, {
    name,
    size: bytes.byteLength,
    content_type: type,
    parent_folder_path: folder,
  });
  // Without the token, as a browser posting to another host would; the redirect to the confirm step is followed.
  const response = await request.post(preflight.upload_url, {
    multipart: { ...preflight.upload_params, [preflight.file_param ?? 'file']: { name, mimeType: type, buffer: bytes } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as UploadedFile;
}

test.describe('the file preview', () => {
  test('previews an image, steps to the next with the button and the arrow key, and closes back to its link', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const preview = new FilesPreview(page);
    await preview.gotoFolder(COURSE, 'Images');
    await preview.open('cell-diagram.png');
    await preview.expectImageLoaded('cell-diagram.png');
    await expect(preview.position('1 of 4')).toBeVisible();
    await expect(page).toHaveURL(/\?preview=\d+/);

    await preview.next.click();
    await preview.expectShowing('microscope.png');
    await preview.expectImageLoaded('microscope.png');
    await page.keyboard.press('ArrowRight');
    await preview.expectShowing('mitochondria.png');
    await expect(preview.details('mitochondria.png')).toContainText('CC Attribution');

    await page.keyboard.press('Escape');
    await expect(preview.dialog).toBeHidden();
    await expect(page).not.toHaveURL(/preview=/);
    await expect(preview.link('mitochondria.png')).toBeFocused();
  });

  test('draws a PDF with pdf.js and steps to the next PDF', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const preview = new FilesPreview(page);
    await preview.gotoFolder(COURSE);
    await preview.open('Syllabus.pdf');
    await preview.expectPdfDrawn('Syllabus.pdf');
    await preview.next.click();
    await preview.expectShowing('Textbook Excerpt - Chapter 4.pdf');
    await preview.expectPdfDrawn('Textbook Excerpt - Chapter 4.pdf');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows a teacher an unpublished file, which its link alone no longer opens', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const preview = new FilesPreview(page);
    await preview.gotoFolder(COURSE, 'Lab Handouts');
    await preview.open('Lab 4 - Enzymes (draft).txt');
    await expect(preview.dialog.getByRole('region', { name: 'Contents of Lab 4 - Enzymes (draft).txt' })).toContainText('DRAFT - do not distribute.');
  });

  test('an uploaded HTML file with a script opened in preview runs nothing', async ({ page, api, request }) => {
    const folder = `Preview ${randomUUID().slice(0, 8)}`;
    const attack = '<html><head><title>pwned</title></head><body><script>window.pwned = true; document.title = "pwned"; alert("pwned")</script><img src="x" onerror="window.pwned = true"><p>Handout</p></body></html>';
    await upload(api.as('demo-teacher'), request, folder, 'handout.html', 'text/html', attack);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'demo-teacher');
    const preview = new FilesPreview(page);
    await preview.gotoFolder(COURSE, folder);
    await expect(preview.link('handout.html')).toBeVisible();
    const title = await page.title();
    await preview.open('handout.html');
    await expect(preview.dialog.getByRole('region', { name: 'Contents of handout.html' })).toContainText('<script>window.pwned = true;');
    await expect(preview.dialog.locator('iframe, object, embed')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(await page.title()).toBe(title);
    expect(title).not.toContain('pwned');
    expect(dialogs).toEqual([]);
  });

  test('screenshots: light and dark, wide and phone', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const preview = new FilesPreview(page);
    await preview.gotoFolder(COURSE, 'Images');
    await preview.open('plant-cell.png');
    await preview.expectImageLoaded('plant-cell.png');
    await page.screenshot({ path: `${SCREENSHOTS}/files-preview-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SCREENSHOTS}/files-preview-dark.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    // Reloaded at phone width: the info panel starts closed there, a disclosure under the file.
    await page.reload();
    await preview.expectImageLoaded('plant-cell.png');
    await expect(preview.info).toHaveAttribute('aria-expanded', 'false');
    await page.screenshot({ path: `${SCREENSHOTS}/files-preview-phone-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await preview.info.click();
    await preview.details('plant-cell.png').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/files-preview-phone-info.png`, fullPage: true });
  });
});
