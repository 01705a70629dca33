import { expect, type Locator, type Page } from '@playwright/test';

export type DropFile = { name: string; content: string; mimeType?: string };

/** The file browser's upload pieces: the Upload buttons, the drop overlay, the uploads panel, the clash dialog. */
export class FilesUploadPage {
  readonly uploadButton: Locator;
  readonly panel: Locator;
  readonly clashDialog: Locator;
  readonly status: Locator;
  /** The hidden `webkitdirectory` input behind "Upload folder" (Playwright fills it with a real folder). */
  readonly folderInput: Locator;

  constructor(private readonly page: Page) {
    this.uploadButton = page.getByRole('button', { name: 'Upload', exact: true });
    // The panel's name is its heading: "Uploading 3 files" while busy, "Uploads" after.
    this.panel = page.getByRole('region', { name: /^Upload/ });
    this.clashDialog = page.getByRole('alertdialog');
    this.status = page.getByRole('status', { name: 'Upload announcements' });
    this.folderInput = page.getByLabel('Folder to upload');
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/files`);
    await expect(this.uploadButton).toBeVisible();
  }

  /** The folder's list, or its empty state: what a user drops files onto. */
  dropTarget(folderName: string): Locator {
    return this.page.getByRole('grid', { name: `Contents of ${folderName}` }).or(this.page.getByText('This folder is empty'));
  }

  progress(name: string): Locator {
    return this.panel.getByRole('progressbar', { name: `Upload of ${name}` });
  }

  row(name: string): Locator {
    return this.panel.getByRole('listitem').filter({ has: this.page.getByRole('progressbar', { name: `Upload of ${name}` }) });
  }

  listed(folderName: string, name: string): Locator {
    return this.page.getByRole('grid', { name: `Contents of ${folderName}` }).getByRole('row').filter({ hasText: name });
  }

  /**
   * Drags files from "the desktop" onto `target`: a DataTransfer built in the page (Playwright cannot drag
   * real files in), then the dragenter, dragover and drop a browser would send.
   */
  async drop(target: Locator, files: readonly DropFile[]): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle((specs) => {
      const transfer = new DataTransfer();
      for (const spec of specs) transfer.items.add(new File([spec.content], spec.name, { type: spec.mimeType ?? 'text/plain' }));
      return transfer;
    }, files);
    await target.first().dispatchEvent('dragenter', { dataTransfer });
    await target.first().dispatchEvent('dragover', { dataTransfer });
    await target.first().dispatchEvent('drop', { dataTransfer });
  }
}
