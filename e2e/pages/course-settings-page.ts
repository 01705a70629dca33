import { expect, type Locator, type Page } from '@playwright/test';

/** A course's settings: grouped switches and inputs that save one by one. */
export class CourseSettingsPage {
  readonly heading: Locator;
  readonly notAllowedHeading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Settings' });
    this.notAllowedHeading = page.getByRole('heading', { level: 1, name: "You don't have permission to change this course's settings" });
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/settings`);
  }

  switch(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  /** Clicks the switch's visible label, as a pointer user does (the input itself is visually hidden). */
  async toggle(label: string): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  input(label: string): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  group(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The field's save status ("Saving…", "Saved", "Not saved"), announced politely. */
  status(label: string): Locator {
    return this.page.getByRole('status').filter({ hasText: `${label}:` });
  }

  async expectSaved(label: string): Promise<void> {
    await expect(this.status(label)).toHaveText(`${label}: Saved`);
  }
}
