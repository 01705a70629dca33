import { expect, type Locator, type Page } from '@playwright/test';

/** Effective due dates: students × assignments grid, and per-assignment charts. */
export class CourseDueDatesPage {
  readonly heading: Locator;
  readonly notAllowedHeading: Locator;
  readonly grid: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Due dates' });
    this.notAllowedHeading = page.getByRole('heading', { level: 1, name: "You don't have permission to see this course's due dates" });
    this.grid = page.getByRole('table', { name: 'Due dates by student' });
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/due-dates`);
  }

  /** Scrolls the grid until `target` is rendered: rows and columns are both virtualized. */
  private async scrollUntilVisible(target: Locator, deltaX: number, deltaY: number): Promise<void> {
    const region = this.page.getByRole('region', { name: 'Due dates by student, scrollable' });
    for (let step = 0; step < 40 && !(await target.isVisible()); step++) {
      await region.hover();
      await this.page.mouse.wheel(deltaX, deltaY);
      // Two frames: the browser has scrolled and the virtualizer has rendered what came into view.
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await expect(target).toBeVisible();
  }

  async scrollToStudent(name: string): Promise<void> {
    await this.scrollUntilVisible(this.studentLink(name), 0, 400);
  }

  async scrollToAssignment(name: string): Promise<void> {
    await this.scrollUntilVisible(this.grid.getByRole('columnheader').filter({ hasText: name }), 300, 0);
  }

  /** The student's name in the row header (the header also names their section). */
  studentLink(name: string): Locator {
    return this.grid.getByRole('rowheader').getByRole('link', { name, exact: true });
  }

  studentRow(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('rowheader').getByRole('link', { name, exact: true }) });
  }

  /**
   * The cell of one student under one assignment. Rows render the same window of columns as the
   * header, so the assignment's position among the rendered headers is its cell's position in the row.
   */
  async cell(student: string, assignment: string): Promise<Locator> {
    await this.scrollToAssignment(assignment);
    await this.scrollToStudent(student);
    const headers = await this.grid.getByRole('columnheader').allInnerTexts();
    // The first header is the student column, which is a row header in each row, not a cell.
    const index = headers.findIndex((text) => text.includes(assignment)) - 1;
    return this.studentRow(student).getByRole('cell').nth(index);
  }

  tab(name: 'By student' | 'By assignment'): Locator {
    return this.page.getByRole('tab', { name });
  }

  chart(summary: string | RegExp): Locator {
    return this.page.getByRole('img', { name: summary });
  }
}
