import { expect, type Locator, type Page } from '@playwright/test';

/** A course's navigation settings: the shown and hidden tab lists, each row with a drag handle, Move and Hide/Show. */
export class NavigationPage {
  readonly heading: Locator;
  readonly shown: Locator;
  readonly hidden: Locator;
  readonly status: Locator;
  readonly preview: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Navigation' });
    this.shown = page.getByRole('grid', { name: 'Shown in the course menu' });
    this.hidden = page.getByRole('grid', { name: 'Hidden from students' });
    this.status = page.locator('.navigation-settings__status');
    this.preview = page.getByRole('list', { name: 'Student view' });
  }

  async goto(courseId: number): Promise<void> {
    await this.page.goto(`/courses/${courseId}/settings/navigation`);
    await expect(this.shown.getByRole('row').first()).toBeVisible();
  }

  row(list: Locator, label: string): Locator {
    return list.getByRole('row', { name: label, exact: true });
  }

  /** The shown list's labels, top to bottom. */
  async shownLabels(): Promise<string[]> {
    return this.shown.getByRole('row').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  }

  /** Drags a shown tab by its row (the mouse drags the whole row; the handle is for keyboard and screen readers). */
  async dragBefore(label: string, target: string): Promise<void> {
    await this.row(this.shown, label).dragTo(this.row(this.shown, target), {
      sourcePosition: { x: 80, y: 10 },
      // The top edge of the target row: a drop before it.
      targetPosition: { x: 80, y: 3 },
    });
  }

  /** Drags a shown tab across into the hidden list (empty at first, so a drop on the list itself). */
  async dragToHidden(label: string): Promise<void> {
    await this.row(this.shown, label).dragTo(this.hidden, { sourcePosition: { x: 80, y: 10 } });
  }

  async move(label: string, item: 'Move to top' | 'Move up' | 'Move down' | 'Move to bottom'): Promise<void> {
    await this.page.getByRole('button', { name: `Move ${label}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async hide(label: string): Promise<void> {
    await this.page.getByRole('button', { name: `Hide ${label}`, exact: true }).click();
  }
}
