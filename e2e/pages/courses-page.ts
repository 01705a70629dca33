import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A course list: a virtualized table that loads further pages as it scrolls. The caller's list has the
 * heading "Courses"; an account's list is headed by the account's name.
 */
export class CoursesPage {
  readonly table: Locator;
  readonly scrollRegion: Locator;
  readonly heading: Locator;
  readonly search: Locator;

  constructor(
    private readonly page: Page,
    headingName = 'Courses',
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: headingName });
    this.table = page.getByRole('table', { name: 'Courses' });
    this.scrollRegion = page.getByRole('region', { name: 'Courses, scrollable' });
    this.search = page.getByRole('searchbox', { name: 'Search courses' });
  }

  async goto(path = '/courses'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  /** The sort button in a column header. */
  sortButton(column: string): Locator {
    return this.table.getByRole('columnheader', { name: column }).getByRole('button');
  }

  columnHeader(column: string): Locator {
    return this.table.getByRole('columnheader', { name: column });
  }

  /** Names of the first `count` rows, top to bottom. */
  async firstRowNames(count: number): Promise<string[]> {
    const rows = [...(await this.renderedRows()).entries()].sort(([a], [b]) => a - b);
    return rows.slice(0, count).map(([, name]) => name);
  }

  courseLink(name: string): Locator {
    return this.table.getByRole('link', { name, exact: true });
  }

  /** Names of the rendered rows, keyed by their aria-rowindex. */
  async renderedRows(): Promise<Map<number, string>> {
    const rows = await this.table.locator('tbody tr[aria-rowindex]').evaluateAll((elements) =>
      elements.map((row) => [Number(row.getAttribute('aria-rowindex')), row.querySelector('a')?.textContent ?? ''] as const),
    );
    return new Map(rows);
  }

  /** Scrolls to the end step by step, collecting every row seen; stops once `total` rows are loaded. */
  async scrollThrough(total: number): Promise<Map<number, string>> {
    const seen = new Map<number, string>();
    const countLine = this.page.getByText(`Showing ${total} courses`);
    // Half a screen at a time, and only after the rows drew: a longer step, or one sampled before the virtual
    // list rendered, would skip rows on a busy machine and report them missing. The region keeps its height and
    // the pointer stays over it, so both are settled once, not at every step.
    const step = await this.scrollRegion.evaluate((region) => region.clientHeight / 2);
    await this.scrollRegion.hover();
    for (let attempt = 0; attempt < 400; attempt++) {
      for (const [index, name] of await this.renderedRows()) {
        const previous = seen.get(index);
        if (previous !== undefined && previous !== name) throw new Error(`row ${index} changed from ${previous} to ${name}`);
        seen.set(index, name);
      }
      if (seen.size >= total && (await countLine.isVisible())) break;
      await this.page.mouse.wheel(0, step);
      await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    return seen;
  }
}
