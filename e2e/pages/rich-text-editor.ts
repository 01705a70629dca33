import { expect, type Locator, type Page } from '@playwright/test';

/** A rich-text field (the Tiptap editor): its toolbar, its editing area and its HTML source view. */
export class RichTextEditor {
  readonly toolbar: Locator;
  readonly content: Locator;
  readonly source: Locator;

  constructor(
    private readonly page: Page,
    label: string,
  ) {
    this.toolbar = page.getByRole('toolbar', { name: `Formatting, ${label}` });
    this.content = page.getByRole('textbox', { name: label, exact: true });
    this.source = page.getByRole('textbox', { name: `${label} (HTML source)` });
  }

  button(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  /** Waits for the editor's own chunk to load (until then a plain text area stands in). */
  async ready(): Promise<void> {
    await expect(this.toolbar).toBeVisible();
    await expect(this.content).toBeVisible();
  }

  /** Replaces everything in the editor with `html`, through the HTML source view. */
  async setHtml(html: string): Promise<void> {
    await this.button('HTML source').click();
    await this.source.fill(html);
    await this.button('HTML source').click();
    await expect(this.content).toBeVisible();
  }

  linkDialog(): Locator {
    return this.page.getByRole('dialog', { name: /^(Add|Edit) link$/ });
  }
}
