import { expect, type Locator, type Page } from '@playwright/test';

export class DangerZonePage {
  readonly heading: Locator;
  readonly conclude: Locator;
  readonly reopen: Locator;
  readonly reset: Locator;
  readonly delete: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Danger zone' });
    this.conclude = page.getByRole('button', { name: 'Conclude course' });
    this.reopen = page.getByRole('button', { name: 'Reopen course' });
    this.reset = page.getByRole('button', { name: 'Reset course' });
    this.delete = page.getByRole('button', { name: 'Delete course' });
    this.dialog = page.getByRole('alertdialog');
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/danger`);
    await expect(this.heading).toBeVisible();
  }

  /** The state badge under the heading, e.g. "Published". */
  currentState(): Locator {
    return this.page.getByText('Current state:').locator('..');
  }

  /** The outcome of the last action, which takes focus once its dialog closes. */
  notice(): Locator {
    return this.page.getByRole('status').filter({ hasText: /is concluded|is open again/ });
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  confirmationField(): Locator {
    return this.dialog.getByLabel(/Type the course name/);
  }
}
