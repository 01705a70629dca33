import { expect, type Locator, type Page } from '@playwright/test';

/** The assignment editor (new and edit) and its "Assign to" cards. */
export class AssignmentEditorPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly points: Locator;
  readonly gradingType: Locator;
  readonly submissionType: Locator;
  readonly published: Locator;
  readonly submit: Locator;
  readonly unsavedSummary: Locator;
  readonly retry: Locator;
  readonly progress: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.form = page.getByRole('form', { name: /^(New|Edit) assignment$/ });
    this.name = page.getByLabel(/^Name/);
    this.points = page.getByLabel('Points', { exact: true });
    this.gradingType = page.getByLabel('Display grade as');
    this.submissionType = page.getByLabel('Submission type');
    this.published = page.getByLabel('Published');
    this.submit = page.getByRole('button', { name: /^(Create assignment|Save changes)$/ });
    this.unsavedSummary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /not saved/ }) });
    this.retry = page.getByRole('button', { name: 'Retry unsaved changes' });
    this.progress = page.getByRole('status').filter({ hasText: /^Saving/ });
  }

  async gotoNew(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/assignments/new`);
    await expect(this.name).toBeVisible();
  }

  /** The n-th "Assign to" card (counted from 1). */
  card(position: number): Locator {
    return this.page.getByRole('group', { name: `Card ${position}` });
  }

  async addCard(): Promise<Locator> {
    const count = await this.page.getByRole('group', { name: /^Card \d+$/ }).count();
    await this.page.getByRole('button', { name: 'Add card' }).click();
    return this.card(count + 1);
  }

  /** Types into the card's "Assign to" picker and picks the option named `option`. */
  async assign(card: Locator, search: string, option: string | RegExp): Promise<void> {
    await card.getByRole('combobox', { name: 'Assign to' }).fill(search);
    await this.page.getByRole('option', { name: option }).click();
  }

  /** Adds a card for the one assignee found by `search`, with the dates given (datetime-local values). */
  async addCardFor(search: string, option: string | RegExp, dates: Partial<Record<'Due' | 'Available from' | 'Until', string>>): Promise<Locator> {
    const card = await this.addCard();
    await this.assign(card, search, option);
    for (const [label, value] of Object.entries(dates)) await this.date(card, label as 'Due' | 'Available from' | 'Until').fill(value);
    return card;
  }

  /** The chip names of a card, in order. */
  assignees(card: Locator): Locator {
    return card.getByRole('list', { name: 'Assigned on this card' }).getByRole('listitem');
  }

  date(card: Locator, label: 'Due' | 'Available from' | 'Until'): Locator {
    return card.getByLabel(label, { exact: true });
  }

  async gotoEdit(courseId: number, assignmentId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/assignments/${assignmentId}/edit`);
    await expect(this.name).toBeVisible();
  }
}
