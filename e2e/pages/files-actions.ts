import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiClient } from '../fixtures';

type FolderJson = { id: number; name: string; full_name: string };
type FileJson = { id: number; display_name: string; folder_id: number; locked: boolean; usage_rights?: { use_justification: string; license: string; legal_copyright: string | null } | null };

/**
 * A folder of Biology 101 (course 1) that one test owns: created under the root with a unique name and filled by
 * copying the demo profile's seeded files into it (copy_file), so no two tests share rows.
 */
export async function makeWorkspace(api: ApiClient, label: string, fileNames: readonly string[]) {
  const root = await api.get<FolderJson>('/api/v1/courses/1/folders/root');
  const folder = await api.post<FolderJson>(`/api/v1/folders/${root.id}/folders`, { name: `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` });
  // The demo profile's Lab Handouts: seeded files no other test moves or deletes (they copy, as here).
  const [, handouts] = await api.get<FolderJson[]>('/api/v1/courses/1/folders/by_path/Lab%20Handouts');
  const seeded = await api.get<FileJson[]>(`/api/v1/folders/${handouts?.id ?? 0}/files`, { per_page: 100 });
  const sources = Array.from({ length: fileNames.length }, (_, index) => seeded[index % seeded.length]).filter((file) => file !== undefined);
  const files: FileJson[] = [];
  for (const [index, source] of sources.entries()) {
    const copy = await api.post<FileJson>(`/api/v1/folders/${folder.id}/copy_file`, { source_file_id: source.id });
    files.push(await api.put<FileJson>(`/api/v1/files/${copy.id}`, { name: fileNames[index] }));
  }
  const subfolder = (name: string) => api.post<FolderJson>(`/api/v1/folders/${folder.id}/folders`, { name });
  return { folder, files, subfolder };
}

/** The file browser as the actions part uses it: rows, selection, the selection's actions, row menus, dialogs. */
export class FilesActionsPage {
  readonly grid: Locator;
  readonly selectionActions: Locator;
  readonly dialog: Locator;
  readonly alertDialog: Locator;
  readonly results: Locator;

  constructor(private readonly page: Page) {
    this.grid = page.getByRole('grid');
    this.selectionActions = page.getByRole('group', { name: /^Actions for \d+ selected items?$/ });
    this.dialog = page.getByRole('dialog');
    this.alertDialog = page.getByRole('alertdialog');
    this.results = page.getByRole('list', { name: 'Results' });
  }

  async goto(folder: { name: string }): Promise<void> {
    await this.page.goto(`/courses/1/files/${encodeURIComponent(folder.name)}`);
    await expect(this.grid).toBeVisible();
  }

  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ has: this.page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
  }

  async select(...names: string[]): Promise<void> {
    for (const name of names) await this.grid.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }

  selectionButton(name: string): Locator {
    return this.selectionActions.getByRole('button', { name, exact: true });
  }

  rowMenuButton(name: string): Locator {
    return this.page.getByRole('button', { name: `Actions for ${name}`, exact: true });
  }

  /** The bulk runner's polite summary, e.g. "2 moved". */
  summary(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });
  }
}
