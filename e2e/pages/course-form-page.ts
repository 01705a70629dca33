import { expect, type Locator, type Page } from '@playwright/test';
import { RichTextEditor } from './rich-text-editor';

/** The new-course page and the edit-details page share their fields. */
export class CourseFormPage {
  readonly heading: Locator;
  readonly account: Locator;
  readonly name: Locator;
  readonly code: Locator;
  readonly term: Locator;
  readonly overrideTermDates: Locator;
  readonly timeZone: Locator;
  readonly start: Locator;
  readonly end: Locator;
  readonly license: Locator;
  readonly homePage: Locator;
  readonly syllabus: RichTextEditor;
  readonly publishNow: Locator;
  readonly submit: Locator;
  readonly cancel: Locator;
  readonly errorSummary: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.account = page.getByRole('combobox', { name: /^Account/ });
    this.name = page.getByLabel(/^Name/);
    this.code = page.getByLabel('Course code');
    this.term = page.getByLabel('Term', { exact: true });
    this.overrideTermDates = page.getByLabel('Course dates override term dates');
    this.timeZone = page.getByLabel('Time zone');
    this.start = page.getByLabel('Start', { exact: true });
    this.end = page.getByLabel('End', { exact: true });
    this.license = page.getByLabel('License');
    this.homePage = page.getByLabel('Home page');
    this.syllabus = new RichTextEditor(page, 'Syllabus content');
    this.publishNow = page.getByLabel('Publish now');
    this.submit = page.getByRole('button', { name: /^(Create course|Save changes)$/ });
    this.cancel = page.getByRole('link', { name: 'Cancel' });
    this.errorSummary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /was not|were not/ }) });
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/courses/new');
    await expect(this.page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
  }

  async gotoEdit(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/edit`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Edit course details' })).toBeVisible();
    await expect(this.name).toBeVisible();
  }

  /** Types into the searchable account picker and picks the matching option. */
  async chooseAccount(search: string, optionName: RegExp | string): Promise<void> {
    await this.account.fill(search);
    await this.page.getByRole('option', { name: optionName }).click();
  }

  visibility(label: 'Course' | 'Institution' | 'Public'): Locator {
    return this.page.getByRole('radio', { name: label });
  }
}
