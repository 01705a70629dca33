import { expect, type Locator, type Page } from '@playwright/test';

/** A course's People page: search, filters, the virtualized roster and the person panel. */
export class CoursePeoplePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly searchHint: Locator;
  readonly table: Locator;
  readonly roleFilter: Locator;
  readonly sectionFilter: Locator;
  readonly count: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'People' });
    this.search = page.getByRole('searchbox', { name: 'Search people' });
    this.searchHint = page.getByText('Type at least 2 characters');
    this.table = page.getByRole('table', { name: 'People' });
    this.roleFilter = page.getByRole('combobox', { name: 'Role' });
    this.sectionFilter = page.getByRole('combobox', { name: 'Section' });
    this.count = page.getByText(/^Showing \d+ (person|people)$/);
  }

  async goto(courseId: number, query = ''): Promise<void> {
    await this.page.goto(`/courses/${courseId}/people${query}`);
    await expect(this.heading).toBeVisible();
  }

  person(name: string): Locator {
    return this.table.getByRole('button', { name, exact: true });
  }

  rows(): Locator {
    return this.table.locator('tbody').getByRole('row');
  }

  detail(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  tab(name: 'Everyone' | 'Recently active'): Locator {
    return this.page.getByRole('tab', { name });
  }
}
