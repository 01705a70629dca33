import type { Locator, Page } from '@playwright/test';

/** The grading view (/courses/:id/assignments/:id/grade): header, student rail, submission, grade panel. */
export class GradingPage {
  readonly heading: Locator;
  readonly rail: Locator;
  readonly railList: Locator;
  readonly railToggle: Locator;
  readonly search: Locator;
  readonly section: Locator;
  readonly status: Locator;
  readonly order: Locator;
  readonly hideNames: Locator;
  readonly shortcutsButton: Locator;
  readonly shortcutsDialog: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly submission: Locator;
  readonly gradePanel: Locator;
  readonly notFound: Locator;
  readonly gradeInput: Locator;
  readonly comment: Locator;
  readonly commentThread: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.rail = page.getByRole('navigation', { name: 'Students' });
    this.railList = this.rail.getByRole('list', { name: /^Students, / });
    this.railToggle = this.rail.getByRole('button', { name: 'Students' });
    this.search = this.rail.getByRole('searchbox', { name: 'Search students' });
    this.section = this.rail.getByRole('combobox', { name: 'Section' });
    this.status = this.rail.getByRole('combobox', { name: 'Status' });
    this.order = this.rail.getByRole('combobox', { name: 'Order' });
    this.hideNames = page.getByRole('switch', { name: 'Hide student names' });
    this.shortcutsButton = page.getByRole('button', { name: 'Keyboard shortcuts' });
    this.shortcutsDialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    this.previous = page.getByRole('button', { name: 'Previous student' });
    this.next = page.getByRole('button', { name: 'Next student' });
    this.submission = page.getByRole('region', { name: /^Submission by / });
    this.gradePanel = page.getByRole('complementary', { name: 'Grading' });
    this.notFound = page.getByRole('alert').filter({ hasText: 'Student not found' });
    this.gradeInput = page.getByLabel(/^Grade for /);
    this.comment = page.getByRole('textbox', { name: 'Comment' });
    this.commentThread = page.getByRole('list', { name: 'Thread' });
  }

  async goto(courseId: number, assignmentId: number, studentId?: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/assignments/${assignmentId}/grade${studentId === undefined ? '' : `?student=${studentId}`}`);
  }

  /** Clicks the switch's visible label, as a pointer user does (the input itself is visually hidden). */
  async toggleHideNames(): Promise<void> {
    await this.page.getByText('Hide student names', { exact: true }).click();
  }

  /** "Grading Ada Lovelace" or "Grading Student 4711". */
  grading(label: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name: typeof label === 'string' ? `Grading ${label}` : label });
  }

  /** A student's link in the rail, by name or label. */
  student(label: string): Locator {
    return this.railList.getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
  }

  /** The link of the selected student. */
  selected(): Locator {
    return this.railList.locator('a[aria-current="page"]');
  }

  /** The visible student names (or labels) in the rail, in order. */
  async names(): Promise<string[]> {
    return this.railList.locator('.grading-rail__name').allInnerTexts();
  }

  /** The user id the URL has selected. */
  studentInUrl(): number | undefined {
    const value = new URL(this.page.url()).searchParams.get('student');
    return value === null ? undefined : Number(value);
  }
}
