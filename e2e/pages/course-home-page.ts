import { expect, type Locator, type Page } from '@playwright/test';

export class CourseHomePage {
  readonly heading: Locator;
  readonly publish: Locator;
  readonly unpublish: Locator;
  readonly editDetails: Locator;
  readonly courseNav: Locator;
  readonly dangerZoneLink: Locator;
  readonly breadcrumb: Locator;
  readonly details: Locator;
  readonly todo: Locator;
  readonly activity: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.publish = page.getByRole('button', { name: 'Publish', exact: true });
    this.unpublish = page.getByRole('button', { name: 'Unpublish', exact: true });
    this.editDetails = page.getByRole('link', { name: 'Edit details' });
    this.courseNav = page.getByRole('navigation', { name: 'Course' });
    this.dangerZoneLink = this.courseNav.getByRole('link', { name: 'Danger zone' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.details = page.getByRole('region', { name: 'Details' });
    this.todo = page.getByRole('region', { name: 'To do' });
    this.activity = page.getByRole('region', { name: 'Recent activity' });
  }

  async goto(courseId: number, name?: string): Promise<void> {
    await this.page.goto(`/courses/${courseId}`);
    await expect(name ? this.page.getByRole('heading', { level: 1, name }) : this.heading).toBeVisible();
  }

  toast(text: string | RegExp): Locator {
    return this.page.getByRole('region', { name: /Notifications/ }).getByText(text);
  }
}
