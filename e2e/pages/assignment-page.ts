import type { Locator, Page } from '@playwright/test';

/** One assignment: its details, its date sets and, for staff, "Who is due when". */
export class AssignmentPage {
  readonly dates: Locator;
  readonly whoIsDueWhen: Locator;
  readonly dueGroups: Locator;
  readonly studentSearch: Locator;

  constructor(private readonly page: Page) {
    this.dates = page.getByRole('region', { name: /^(Dates|Your dates)$/ });
    this.whoIsDueWhen = page.getByRole('region', { name: 'Who is due when' });
    this.dueGroups = this.whoIsDueWhen.getByRole('list', { name: 'Students by due date' });
    this.studentSearch = this.whoIsDueWhen.getByRole('searchbox', { name: 'Find a student' });
  }

  async goto(courseId: number, assignmentId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/assignments/${assignmentId}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The headings of the date groups, in order: "Due Mar 10, 2030, 11:59 PM UTC", "No due date". */
  groupHeadings(): Promise<string[]> {
    return this.dueGroups.getByRole('heading', { level: 3 }).allInnerTexts();
  }

  /** One date group, named by its heading. */
  group(heading: string): Locator {
    return this.dueGroups.getByRole('listitem', { name: heading, exact: true });
  }

  chart(summary: string | RegExp): Locator {
    return this.whoIsDueWhen.getByRole('img', { name: summary });
  }
}
