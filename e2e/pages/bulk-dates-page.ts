import type { Locator, Page } from '@playwright/test';

type DateColumn = 'Due' | 'Available from' | 'Until';

/** "Edit assignment dates" (/courses/:id/assignments/dates), by role and label. */
export class BulkDatesPage {
  readonly table: Locator;
  readonly status: Locator;
  readonly shiftDays: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Assignment and override dates' });
    this.status = page.getByRole('status').filter({ hasText: /changes|changed|Saving|Saved|not saved/ });
    this.shiftDays = page.getByRole('spinbutton', { name: 'Shift by days' });
  }

  async goto(courseId: number) {
    await this.page.goto(`/courses/${courseId}/assignments/dates`);
    await this.page.getByRole('heading', { level: 1, name: 'Edit assignment dates' }).waitFor();
  }

  /** A row's checkbox: an assignment by name, an override as "<title> (override of <assignment>)". */
  rowCheckbox(rowName: string): Locator {
    return this.page.getByRole('checkbox', { name: `Select ${rowName}`, exact: true });
  }

  dateCell(column: DateColumn, rowName: string): Locator {
    return this.page.getByLabel(`${column}, ${rowName}`, { exact: true });
  }

  async shiftSelected(days: number) {
    await this.shiftDays.fill(String(days));
    await this.page.getByRole('button', { name: 'Shift dates' }).click();
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: /^Save/ });
  }

  retryFailedButton(): Locator {
    return this.page.getByRole('button', { name: /^Retry failed/ });
  }
}
