import { CourseFormPage } from '../pages/course-form-page';
import { expectInsideViewport, expectNoSidewaysScroll } from '../layout';
import { createCourse } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test, type Api } from '../fixtures';

const SCREENSHOTS = 'test-results/screenshots';

/** What the editor writes for a heading, a two-item list and a paragraph with a link. */
const FORMATTED_SYLLABUS =
  '<h2>Week one</h2><ul><li><p>Read chapter 1</p></li><li><p>Lab safety quiz</p></li></ul><p>Notes: <a href="https://example.org/notes">Course notes</a></p>';

/** A syllabus with a table and an image in it, as the editor writes them. */
const TABLE_AND_IMAGE =
  '<h2>Schedule <img src="/favicon.svg" alt="The Lectern logo"></h2><p>Bring your lab notebook.</p>' +
  '<table><tbody><tr><th><p>Week</p></th><th><p>Topic</p></th></tr><tr><td><p>1</p></td><td><p>Cells</p></td></tr></tbody></table>';

async function editPageOfNewCourse(api: Api, page: Parameters<typeof signIn>[0]) {
  const course = await createCourse(api);
  await signIn(page, 'demo-admin');
  const form = new CourseFormPage(page);
  await form.gotoEdit(course.id);
  await form.syllabus.ready();
  return { course, form, editor: form.syllabus };
}

test.describe('the rich-text editor on the course syllabus', () => {
  test('a heading, a list and a link typed in the editor are saved as exactly that HTML', async ({ page, api }) => {
    const { course, form, editor } = await editPageOfNewCourse(api, page);
    await editor.content.click();
    await page.keyboard.type('Week one');
    await editor.button('Heading 2').click();
    await expect(editor.button('Heading 2')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await editor.button('Bulleted list').click();
    await page.keyboard.type('Read chapter 1');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Lab safety quiz');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Notes: ');
    await page.keyboard.press('Control+k');

    const dialog = editor.linkDialog();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.org/notes');
    await dialog.getByRole('textbox', { name: 'Text to show' }).fill('Course notes');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor.content.getByRole('link', { name: 'Course notes' })).toBeVisible();

    await form.submit.click();
    const syllabus = page.getByRole('region', { name: 'Syllabus' });
    await expect(syllabus.getByRole('heading', { name: 'Week one' })).toBeVisible();
    await expect(syllabus.getByRole('listitem')).toHaveText(['Read chapter 1', 'Lab safety quiz']);
    await expect(syllabus.getByRole('link', { name: 'Course notes' })).toHaveAttribute('href', 'https://example.org/notes');

    // The server stored exactly what the editor wrote: its allow-list had nothing to remove.
    // The page shows the save optimistically, so the stored value is polled until the PUT has landed.
    const storedSyllabus = async () =>
      (await api.as('demo-admin').get<{ syllabus_body: string | null }>(`/api/v1/courses/${course.id}`, { 'include[]': 'syllabus_body' })).syllabus_body;
    await expect.poll(storedSyllabus).toBe(FORMATTED_SYLLABUS);
  });

  test('axe is clean with the link dialog of Ctrl+K filled in', async ({ page, api }) => {
    const { editor } = await editPageOfNewCourse(api, page);
    await editor.content.click();
    await page.keyboard.type('Notes: ');
    await page.keyboard.press('Control+k');
    const dialog = editor.linkDialog();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.org/notes');
    await dialog.getByRole('textbox', { name: 'Text to show' }).fill('Course notes');
    await expectNoSeriousA11yViolations(page);
  });

  test('a stored syllabus shows its formatting on the course home, and again in the editor on a fresh load', async ({ page, api }) => {
    const course = await createCourse(api, undefined, { syllabus_body: FORMATTED_SYLLABUS });
    await signIn(page, 'demo-admin');
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('region', { name: 'Syllabus' }).getByRole('heading', { name: 'Week one' })).toBeVisible();
    const form = new CourseFormPage(page);
    await form.gotoEdit(course.id);
    await form.syllabus.ready();
    const editor = form.syllabus;
    await expect(editor.content.getByRole('heading', { level: 2, name: 'Week one' })).toBeVisible();
    await expect(editor.content.getByRole('listitem')).toHaveText(['Read chapter 1', 'Lab safety quiz']);
    await expect(editor.content.getByRole('link', { name: 'Course notes' })).toHaveAttribute('href', 'https://example.org/notes');
  });

  test('works by keyboard: one Tab stop for the toolbar, arrow keys, shortcuts, and Escape then Tab to leave', async ({ page, api }) => {
    const { form, editor } = await editPageOfNewCourse(api, page);
    await editor.content.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bring goggles');
    await expect(editor.button('Bold')).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.content.locator('strong')).toHaveText('Bring goggles');

    // Shift+Tab from the editor lands on the toolbar's one tab stop; arrows move within it.
    await page.keyboard.press('Shift+Tab');
    await expect(editor.button('Paragraph')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(editor.button('Heading 2')).toBeFocused();
    await page.keyboard.press('End');
    await expect(editor.button('HTML source')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor.source).toBeFocused();
    await expect(editor.source).toHaveValue('<p><strong>Bring goggles</strong></p>');
    await editor.button('HTML source').click();

    // Inside a list Tab indents (the editor keeps focus); Escape then Tab leaves it for the next control.
    await editor.setHtml('<ul><li><p>Goggles</p></li><li><p>Gloves</p></li></ul>');
    await editor.content.getByText('Gloves').click();
    await page.keyboard.press('Tab');
    await expect(editor.content).toBeFocused();
    await expect(editor.content.locator('li li')).toHaveText('Gloves');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor.content).not.toBeFocused();
    await expect(form.submit).toBeFocused();
  });

  test('the link dialog refuses a javascript: URL; axe is clean with the toolbar and the dialog open', async ({ page, api }) => {
    const { editor } = await editPageOfNewCourse(api, page);
    await editor.content.click();
    await editor.button('Link').click();
    const dialog = editor.linkDialog();
    const url = dialog.getByRole('textbox', { name: 'URL' });
    await expect(url).toBeFocused();
    await url.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/Enter a web address/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}/rich-text-link-dialog.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(editor.content).not.toContainText('javascript');
  });

  test('inserts a table after the text and adds a row below', async ({ page, api }) => {
    const { editor } = await editPageOfNewCourse(api, page);
    await editor.setHtml('<h2>Schedule</h2><p>Bring your lab notebook.</p>');
    await editor.content.getByText('Bring your lab notebook.').click();
    await page.keyboard.press('End');
    await editor.button('Insert table').click();
    await expect(editor.content.getByRole('table')).toBeVisible();
    await expect(editor.button('Add row below')).toBeVisible();
    await page.keyboard.type('Week');
    await editor.button('Add row below').click();
    await expect(editor.content.getByRole('row')).toHaveCount(4);
  });

  test('an image needs alternative text before it goes in; axe is clean with it there', async ({ page, api }) => {
    const { editor } = await editPageOfNewCourse(api, page);
    await editor.setHtml('<h2>Schedule</h2><p>Bring your lab notebook.</p>');
    await editor.content.getByRole('heading', { name: 'Schedule' }).click();
    await page.keyboard.press('End');
    await editor.button('Image').click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByRole('textbox', { name: 'Image URL' }).fill('/favicon.svg');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Alternative text' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Alternative text' })).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('textbox', { name: 'Alternative text' }).fill('The Lectern logo');
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    await expect(editor.content.getByRole('img', { name: 'The Lectern logo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a table and an image in light and dark; axe is clean in dark', async ({ page, api }) => {
    const { editor } = await editPageOfNewCourse(api, page);
    await editor.setHtml(TABLE_AND_IMAGE);
    await expect(editor.content.getByRole('img', { name: 'The Lectern logo' })).toBeVisible();
    await expect(editor.content.getByRole('table')).toBeVisible();
    const syllabusCard = page.getByRole('region', { name: 'Syllabus', exact: true });
    await syllabusCard.scrollIntoViewIfNeeded();
    await syllabusCard.screenshot({ path: `${SCREENSHOTS}/rich-text-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await syllabusCard.screenshot({ path: `${SCREENSHOTS}/rich-text-dark.png` });
    await expectNoSeriousA11yViolations(page);
  });

  test('at phone width the toolbar wraps and nothing scrolls sideways', async ({ page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { editor } = await editPageOfNewCourse(api, page);
    await editor.setHtml(TABLE_AND_IMAGE);
    await expect(editor.content.getByRole('img', { name: 'The Lectern logo' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInsideViewport(page, editor.toolbar.getByRole('button'));
    await page.getByRole('region', { name: 'Syllabus', exact: true }).scrollIntoViewIfNeeded();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SCREENSHOTS}/rich-text-phone-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: `${SCREENSHOTS}/rich-text-phone-light.png` });
  });
});
