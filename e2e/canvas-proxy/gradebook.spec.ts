import { expect, signIn, test } from '../fixtures';

/*
 * The gradebook through the proxy, in front of a school with Lectern's extensions off: its columns, students and
 * submissions come from plain Canvas reads (assignment groups, course users, students/submissions), and a grade
 * typed in a cell is saved by Canvas's own grade PUT.
 */

test('the gradebook reads and grades a course through the proxy', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  await page.goto('/courses/1/gradebook');
  const grid = page.getByRole('grid', { name: 'Gradebook' });
  // 42 students and two header rows.
  await expect(grid).toHaveAttribute('aria-rowcount', '44');
  // The first student's row: after the two header rows.
  const row = grid.getByRole('row').nth(2);
  const firstName = row.getByRole('rowheader');

  // End goes to the last column, the course total, scrolling it into view.
  await firstName.focus();
  await expect(firstName).toBeFocused();
  await page.keyboard.press('End');
  const total = grid.getByRole('columnheader', { name: 'Total', exact: true });
  await expect(total).toBeVisible();
  const totalIndex = await total.getAttribute('aria-colindex');
  await expect(row.locator(`[role="gridcell"][aria-colindex="${totalIndex}"]`)).toBeFocused();
  await expect(row.locator(`[role="gridcell"][aria-colindex="${totalIndex}"]`)).toHaveText(/%|–/);

  await page.keyboard.press('Home');
  await expect(firstName).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('EX');
  await page.keyboard.press('Enter');
  await expect(row.locator('[role="gridcell"][aria-colindex="2"]')).toHaveText(/^EX/);
});
