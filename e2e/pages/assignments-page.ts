import { expect, type Locator, type Page } from '@playwright/test';

/** The course's assignments page: groups of rows, the filters above them, and the dialogs row menus open. */
export class AssignmentsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly summary: Locator;
  readonly newAssignment: Locator;
  readonly newGroup: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Assignments' });
    this.search = page.getByRole('searchbox', { name: 'Search assignments' });
    this.summary = page.locator('.list-summary');
    this.newAssignment = page.getByRole('link', { name: 'New assignment' });
    this.newGroup = page.getByRole('button', { name: 'New group' });
  }

  async goto(courseId: number, query = ''): Promise<void> {
    await this.page.goto(`/courses/${courseId}/assignments${query}`);
    await expect(this.heading).toBeVisible();
  }

  group(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The button in a group's heading that collapses and expands it. */
  groupToggle(name: string): Locator {
    return this.group(name).getByRole('button', { name, exact: true });
  }

  assignmentLink(name: string): Locator {
    return this.page.getByRole('link', { name, exact: true });
  }

  /** One line of an assignment's "Multiple dates" list: who (a section, students, "Everyone else") and their date. */
  dateOf(assignment: string, who: string): Locator {
    return this.page.getByRole('list', { name: `Dates of ${assignment}` }).getByRole('listitem').filter({ hasText: who });
  }

  publishToggle(name: string): Locator {
    return this.page.getByRole('button', { name: `Publish ${name}`, exact: true });
  }

  async openRowMenu(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  }

  async openGroupMenu(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Actions for group ${name}`, exact: true }).click();
  }

  async chooseMenuItem(label: string): Promise<void> {
    await this.page.getByRole('menuitem', { name: label }).click();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('alertdialog', { name: title });
  }

  formDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}
