import { request, type Page } from '@playwright/test';
import { expectInsideViewport, expectNoSidewaysScroll } from '../layout';
import { CoursesPage } from '../pages/courses-page';
import { createCourses, createPerson, uniqueName, type Person } from '../seed';
import { expect, expectNoSeriousA11yViolations, signIn, test } from '../fixtures';

const SCREENSHOTS = 'test-results/screenshots';

/** Scrolls the whole list; fails if the row at any position ever changes while later pages arrive. */
async function expectStableWhileScrolling(courses: CoursesPage, total: number, firstRows: string[]) {
  const seen = await courses.scrollThrough(total);
  expect(seen.size).toBe(total);
  expect([2, 3, 4].map((index) => seen.get(index))).toEqual(firstRows);
}

test.describe('an admin’s account course list', () => {
  const TOTAL = 130;
  let prefix: string;
  let names: string[];

  test.beforeAll(async ({ api }) => {
    prefix = uniqueName('Account Sort');
    names = await createCourses(api, prefix, TOTAL);
  });

  /** The account's list, opened the way an admin gets there: from their own courses. */
  async function openAccountList(page: Page): Promise<CoursesPage> {
    await signIn(page, 'demo-admin');
    await new CoursesPage(page).goto();
    await page.getByRole('link', { name: 'All courses in Lectern University' }).first().click();
    const courses = new CoursesPage(page, 'Lectern University');
    await expect(courses.heading).toBeVisible();
    return courses;
  }

  /** The account's list searched for this describe's courses, sorted by name descending, from its address. */
  async function openSortedDescending(page: Page): Promise<CoursesPage> {
    await signIn(page, 'demo-admin');
    const courses = new CoursesPage(page, 'Lectern University');
    await courses.goto(`/accounts/1/courses?search=${encodeURIComponent(prefix)}&sort=name&order=desc`);
    return courses;
  }

  test('is reached from the admin’s courses and passes axe', async ({ page }) => {
    await openAccountList(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('searches on the server, with the search in the URL', async ({ page }) => {
    const courses = await openAccountList(page);
    await courses.search.fill(prefix);
    await expect(page).toHaveURL(/[?&]search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(prefix);
    await expect(courses.courseLink(names[0] ?? '')).toBeVisible();
  });

  test('sorts by name by click and by keyboard, keeping focus, in the URL', async ({ page }) => {
    await signIn(page, 'demo-admin');
    const courses = new CoursesPage(page, 'Lectern University');
    await courses.goto(`/accounts/1/courses?search=${encodeURIComponent(prefix)}`);
    await expect(courses.courseLink(names[0] ?? '')).toBeVisible();
    await courses.sortButton('Name').click();
    await expect(courses.columnHeader('Name')).toHaveAttribute('aria-sort', 'ascending');
    await courses.sortButton('Name').press('Enter');
    await expect(courses.columnHeader('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(courses.sortButton('Name')).toBeFocused();
    await expect(page).toHaveURL(/sort=name&order=desc/);
    await expect(courses.courseLink(names.at(-1) ?? '')).toBeVisible();
  });

  test('sorts by name descending on the server and keeps that order as pages arrive', async ({ page }) => {
    const courses = await openSortedDescending(page);
    const descending = [...names].reverse();
    await expect(courses.courseLink(descending[0] ?? '')).toBeVisible();
    // Only 100 of them are loaded: the first rows are the server's, not a sort of what happened to be loaded.
    await expect(page.getByText('100 courses loaded, more available')).toBeVisible();
    await expect.poll(() => courses.firstRowNames(3)).toEqual(descending.slice(0, 3));
    await expectStableWhileScrolling(courses, TOTAL, descending.slice(0, 3));
    await expect(courses.table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
  });

  test('draws only the rows in view once the second page arrives, the reader’s row and focus staying put', async ({ page }) => {
    // The second page is held until the reader has scrolled and focused a row of the first, fully drawn one.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/api\/v1\/accounts\/1\/courses\?/, async (route) => {
      if (++asked > 1) await held;
      await route.continue();
    });
    const courses = await openSortedDescending(page);
    const rows = courses.table.locator('tbody tr[aria-rowindex]');
    await expect(rows).toHaveCount(100);
    await courses.scrollRegion.evaluate((region) => region.scrollTo({ top: region.scrollHeight }));
    const name = (await rows.nth(95).getByRole('link').textContent()) ?? '';
    const link = courses.courseLink(name);
    await link.focus();
    const before = await link.boundingBox();
    release();
    await expect(page.getByText(`Showing ${TOTAL} courses`)).toBeVisible();
    await expect.poll(() => rows.count()).toBeLessThan(100);
    await expect(link).toBeFocused();
    expect(await link.boundingBox()).toEqual(before);
  });

  test('keeps the sort and the search through a reload: they live in the URL', async ({ page }) => {
    const courses = await openSortedDescending(page);
    const descending = [...names].reverse();
    await expect(courses.courseLink(descending[0] ?? '')).toBeVisible();
    await page.reload();
    await expect(courses.columnHeader('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(courses.courseLink(descending[0] ?? '')).toBeVisible();
    await expect.poll(() => courses.firstRowNames(3)).toEqual(descending.slice(0, 3));
    await expect(courses.search).toHaveValue(prefix);
  });

  test('looks right in light and dark', async ({ page }) => {
    const courses = await openSortedDescending(page);
    await expect(courses.courseLink(names.at(-1) ?? '')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/account-courses-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SCREENSHOTS}/account-courses-dark.png` });
    await expectNoSeriousA11yViolations(page);
  });

  test('looks right at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const courses = await openSortedDescending(page);
    await expect(courses.courseLink(names.at(-1) ?? '')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/account-courses-phone.png` });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('course filters on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The bar's controls all on screen, the page not scrolling sideways, in light and dark; screenshots of both. */
  async function expectTidyFilterBar(page: Page, name: string) {
    const bar = page.getByRole('group', { name: 'Filter courses' });
    await expectNoSidewaysScroll(page);
    await expectInsideViewport(page, bar.locator('select, input, button'));
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone-light.png` });
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-phone-dark.png` });
    await expectNoSeriousA11yViolations(page);
  }

  test('a teacher’s filters: role and enrollment share a row, the state chips wrap below', async ({ page }) => {
    await signIn(page, 'demo-teacher');
    const courses = new CoursesPage(page);
    await courses.goto('/courses?enrollment_type=teacher');
    await expect(courses.courseLink('Biology 101')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    const role = await page.getByRole('combobox', { name: 'Role' }).boundingBox();
    const enrollment = await page.getByRole('combobox', { name: 'Enrollment' }).boundingBox();
    const published = await page.getByRole('button', { name: 'Published', exact: true }).boundingBox();
    if (!role || !enrollment || !published) throw new Error('filters not laid out');
    expect(Math.abs(role.y - enrollment.y)).toBeLessThanOrEqual(1);
    expect(published.y).toBeGreaterThan(role.y + role.height);
    await expectTidyFilterBar(page, 'courses');
  });

  test('an admin’s filters: the search has a row of its own, as wide as the list', async ({ page }) => {
    await signIn(page, 'demo-admin');
    const courses = new CoursesPage(page, 'Lectern University');
    await courses.goto('/accounts/1/courses?search=bio');
    await expect(courses.courseLink('Biology 101')).toBeVisible();
    // "New course" comes with the admin's permissions, and the account picker with the accounts the admin manages;
    // each moves what is below it, so measure once both are there.
    await expect(page.getByRole('link', { name: 'New course' }).or(page.getByRole('button', { name: 'New course' }))).toBeVisible();
    const accountPicker = page.getByRole('combobox', { name: 'Account' });
    await expect(accountPicker).toBeVisible();
    const search = await courses.search.boundingBox();
    const table = await courses.scrollRegion.boundingBox();
    const account = await accountPicker.boundingBox();
    if (!search || !table || !account) throw new Error('filters or table not laid out');
    // The field is as wide as the table below it (give or take the table's border).
    expect(Math.abs(search.x - table.x)).toBeLessThanOrEqual(2);
    expect(search.width).toBeGreaterThanOrEqual(table.width - 4);
    expect(search.y).toBeGreaterThan(account.y + account.height);
    await expectTidyFilterBar(page, 'account-courses');
  });
});

/**
 * Lets the test hold every page after the first back, and take the server's sort acknowledgement away. Lectern's
 * `last` link is a bookmark of the list's end (docs/decisions/0075); Canvas numbers it on this list, so the first
 * page's `last` is given Canvas's `page=N` for a list of `total` courses.
 */
async function actLikeRealCanvas(page: Page, total: number): Promise<() => void> {
  // Behind the proxy the server draws no first screen (docs/decisions/0093): the page asks for every list itself.
  // The document a caller without a session gets is the undrawn one.
  await page.route((url) => url.pathname === '/courses', async (route) => {
    const signedOut = await request.newContext();
    await route.fulfill({ response: await signedOut.get(route.request().url()) });
    await signedOut.dispose();
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/courses?**', async (route) => {
    const response = await route.fetch();
    const asked = new URL(route.request().url()).searchParams;
    if ((asked.get('page') ?? '1') !== '1') await held;
    const headers = { ...response.headers() };
    delete headers['x-lectern-sort'];
    const perPage = Number(asked.get('per_page') ?? 10);
    headers.link = (headers.link ?? '').replace(/page=bookmark:[\w-]+(&per_page=\d+>; rel="last")/, `page=${Math.ceil(total / perPage)}$1`);
    await route.fulfill({ response, headers });
  });
  return release;
}

test.describe('a teacher sorting their own courses', () => {
  const TOTAL = 120;
  let teacher: Person;
  let names: string[];

  test.beforeAll(async ({ api }) => {
    teacher = await createPerson(api);
    names = await createCourses(api, uniqueName('Own Sort'), TOTAL, teacher);
  });

  test('sorts by name on the server, in the URL, stable while scrolling', async ({ page }) => {
    await signIn(page, teacher.token);
    const courses = new CoursesPage(page);
    await courses.goto();
    await courses.sortButton('Name').click();
    await courses.sortButton('Name').click();
    await expect(courses.columnHeader('Name')).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=name&order=desc/);
    const descending = [...names].reverse();
    await expect(courses.courseLink(descending[0] ?? '')).toBeVisible();
    await expect(page.getByText('100 courses loaded, more available')).toBeVisible();
    await expectStableWhileScrolling(courses, TOTAL, descending.slice(0, 3));
    // Students and state are not orderable on the server, so they are plain headers.
    await expect(courses.columnHeader('Students').getByRole('button')).toHaveCount(0);
  });

  test('against a server that ignores the sort, loads every page first and then sorts', async ({ page }) => {
    const release = await actLikeRealCanvas(page, TOTAL);
    await signIn(page, teacher.token);
    const courses = new CoursesPage(page);
    await courses.goto('/courses?sort=name&order=desc');
    await expect(page.getByRole('status').filter({ hasText: /Loading all courses to sort them… 100 courses of about 200 loaded/ })).toBeVisible();
    await expect(courses.table.getByRole('link')).toHaveCount(0);
    release();
    await expect(page.getByText(`Showing ${TOTAL} courses`)).toBeVisible();
    await expect.poll(() => courses.firstRowNames(3)).toEqual([...names].reverse().slice(0, 3));
  });
});

test.describe('an empty course list', () => {
  test('a new user with no courses is told so, not that filters hide them', async ({ page, api }) => {
    const newcomer = await createPerson(api);
    await signIn(page, newcomer.token);
    await new CoursesPage(page).goto();
    await expect(page.getByRole('heading', { name: 'You have no courses yet' })).toBeVisible();
    await expect(page.getByText('No courses match these filters')).toHaveCount(0);
    await page.getByRole('group', { name: 'Filter courses' }).getByRole('button', { name: 'Concluded' }).click();
    await expect(page.getByRole('heading', { name: 'No courses match these filters' })).toBeVisible();
    await expect(page.getByText('Filtered by state Concluded.')).toBeVisible();
  });

  test('on a phone, the empty list’s message and its way out stay on screen while the table scrolls sideways', async ({ page, api }) => {
    const newcomer = await createPerson(api);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, newcomer.token);
    await new CoursesPage(page).goto();
    await page.getByRole('group', { name: 'Filter courses' }).getByRole('button', { name: 'Concluded' }).click();
    const table = page.getByRole('region', { name: 'Courses, scrollable' });
    await expect(table.getByRole('heading', { name: 'No courses match these filters' })).toBeVisible();
    await expectInsideViewport(page, table.getByRole('heading', { name: 'No courses match these filters' }));
    await expectInsideViewport(page, table.getByRole('button', { name: 'Clear filters' }));
  });
});

test.describe('an admin’s account course list, searched for nothing', () => {
  test('says what is true when a search finds nothing, and clears it', async ({ page }) => {
    await signIn(page, 'demo-admin');
    const courses = new CoursesPage(page, 'Lectern University');
    await courses.goto('/accounts/1/courses?search=zz-nothing-like-this');
    await expect(page.getByRole('heading', { name: 'No courses match “zz-nothing-like-this”' })).toBeVisible();
    await courses.table.getByRole('button', { name: 'Clear search' }).click();
    await expect(courses.search).toHaveValue('');
    await expect(page).not.toHaveURL(/search=/);
    await expect(courses.table.getByRole('link').first()).toBeVisible();
  });
});

test('the teachers column shows teachers by their full display name', async ({ page }) => {
  await signIn(page, 'demo-teacher');
  const courses = new CoursesPage(page);
  await courses.goto();
  const biology = courses.table.getByRole('row').filter({ has: page.getByRole('link', { name: 'Biology 101', exact: true }) });
  await expect(biology.getByRole('cell').last()).toContainText('Rafael Mendoza');
});

test.describe('the main navigation', () => {
  test('offers an administrator every course of the account, and a teacher only their own', async ({ page, browser }) => {
    await signIn(page, 'demo-admin');
    await new CoursesPage(page).goto();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'All courses' }).click();
    await expect(page).toHaveURL(/\/accounts\/1\/courses$/);
    await expect(page.getByRole('heading', { name: 'Lectern University' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All courses' })).toHaveAttribute('aria-current', 'page');

    const teacherPage = await browser.newPage();
    await signIn(teacherPage, 'demo-teacher');
    await teacherPage.goto(new URL('/courses', page.url()).href);
    const teacherNav = teacherPage.getByRole('navigation', { name: 'Main' });
    await expect(teacherNav.getByRole('link', { name: 'Courses' })).toBeVisible();
    await expect(teacherNav.getByRole('link', { name: 'All courses' })).toHaveCount(0);
    await teacherPage.close();
  });
});
