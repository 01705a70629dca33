import { expect, type Locator, type Page } from '@playwright/test';
import { expectCanvasDrawn } from '../canvas-drawn';

/** The files page's full-screen viewer (`?preview=<id>`), found by role and name. */
export class FilesPreview {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly close: Locator;
  readonly info: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.next = this.dialog.getByRole('button', { name: 'Next file' });
    this.previous = this.dialog.getByRole('button', { name: 'Previous file' });
    this.close = this.dialog.getByRole('button', { name: 'Close' });
    this.info = this.dialog.getByRole('button', { name: 'Info' });
  }

  /** The files page of a course folder (`path` below the root, e.g. `Images`), as the browser routes it. */
  async gotoFolder(courseId: number, path = ''): Promise<void> {
    await this.page.goto(`/courses/${courseId}/files${path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : ''}`);
  }

  link(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  /** Opens a file from the list by its name link. */
  async open(name: string): Promise<void> {
    await this.link(name).click();
    await this.expectShowing(name);
  }

  async expectShowing(name: string): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  /** "3 of 12" (read with the file's name before it, for screen readers). */
  position(text: string): Locator {
    return this.dialog.getByText(text);
  }

  details(name: string): Locator {
    return this.dialog.getByRole('complementary', { name: `Details of ${name}` });
  }

  /** Resolves once the image has loaded bytes (a broken image has no natural width). */
  async expectImageLoaded(name: string): Promise<void> {
    const image = this.dialog.getByRole('img', { name, exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }

  /** Resolves once pdf.js has drawn page 1 (dark pixels of text on the white page). */
  async expectPdfDrawn(name: string): Promise<void> {
    await expectCanvasDrawn(this.dialog.getByRole('img', { name: `${name}, page 1` }));
  }
}
