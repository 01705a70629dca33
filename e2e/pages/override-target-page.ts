import type { Locator, Page } from '@playwright/test';

/** A section's or a group's page: its people and, per assignment, its override or "no override". */
export class OverrideTargetPage {
  readonly assignments: Locator;

  constructor(private readonly page: Page) {
    this.assignments = page.getByRole('region', { name: /^Assignment dates for this (section|group)$/ });
  }

  async gotoGroup(groupId: number): Promise<void> {
    await this.page.goto(`/groups/${groupId}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  people(title: 'Students' | 'Members'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The row of one assignment, found by its link. */
  row(assignmentName: string): Locator {
    return this.assignments.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: assignmentName, exact: true }) });
  }
}
