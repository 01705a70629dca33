import { expect, type Locator, type Page } from '@playwright/test';

/** The file browser of a course, group or user: header, folder tree, the grid of folders and files. */
export class FilesPage {
  readonly grid: Locator;
  readonly tree: Locator;
  readonly folderPath: Locator;
  readonly newFolder: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.tree = page.getByRole('tree', { name: 'Folders' });
    this.folderPath = page.getByRole('navigation', { name: 'Folder path' });
    this.newFolder = page.getByRole('button', { name: 'New folder' });
    this.search = page.getByRole('searchbox', { name: 'Search files' });
  }

  /** `path` is the folder path below the root, e.g. `Lectures/Week 1`. */
  async goto(owner: string, path = ''): Promise<void> {
    const tail = path === '' ? '' : `/${path.split('/').map(encodeURIComponent).join('/')}`;
    await this.page.goto(`${owner}/files${tail}`);
    await expect(this.grid.or(this.page.getByRole('heading', { name: 'This folder is empty' }))).toBeVisible();
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The row of a folder or file in the grid. */
  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  link(name: string): Locator {
    return this.grid.getByRole('link', { name, exact: true });
  }

  treeItem(name: string): Locator {
    return this.tree.getByRole('treeitem', { name, exact: true }).first();
  }

  treeLink(name: string): Locator {
    return this.tree.getByRole('link', { name, exact: true });
  }

  crumb(name: string): Locator {
    return this.folderPath.getByRole('link', { name, exact: true });
  }

  checkboxes(): Locator {
    return this.grid.getByRole('checkbox');
  }

  /** F2 on the row, type, Enter. */
  async renameInline(from: string, to: string): Promise<void> {
    await this.row(from).focus();
    await this.page.keyboard.press('F2');
    const field = this.grid.getByRole('textbox', { name: `New name for ${from}` });
    await field.fill(to);
    await field.press('Enter');
  }

  async createFolder(name: string): Promise<void> {
    await this.newFolder.click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Folder name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Create folder' }).click();
    await expect(dialog).toBeHidden();
  }
}
