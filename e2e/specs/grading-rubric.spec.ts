import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, type Api } from '../fixtures';
import { GradingPage } from '../pages/grading-page';
import { createAssignment, createCourse, createPerson, enroll, uniqueName, type Person } from '../seed';

/*
 * Rubrics (issue 20): a teacher builds a three-criterion rubric in the assignment editor, then grades five students
 * with it by keyboard alone (r, number keys, j), and the API holds each rubric total as the score. The test seeds
 * its own course, so it stands alone.
 */

const CRITERIA = ['Thesis', 'Evidence', 'Style'] as const;

/** The rubric card of the assignment editor. */
class RubricCard {
  readonly card: Locator;

  constructor(private readonly page: Page) {
    this.card = page.getByRole('region', { name: 'Rubric' });
  }

  criterionName(position: number): Locator {
    return this.card.getByRole('textbox', { name: 'Criterion', exact: true }).nth(position);
  }

  /** Three criteria, each rated "Full marks" 5 or "No marks" 0 (the new criterion's ratings), graded with. */
  async build(): Promise<void> {
    await this.card.getByRole('button', { name: 'Build a new rubric' }).click();
    await this.card.getByLabel('Rubric title').fill('Essay rubric');
    for (const [index, name] of CRITERIA.entries()) {
      if (index > 0) await this.card.getByRole('button', { name: 'Add a criterion' }).click();
      await this.criterionName(index).fill(name);
    }
    await this.card.getByRole('checkbox', { name: 'Use this rubric for grading' }).check();
    await expect(this.card.getByText('Total: 15 points')).toBeVisible();
    await this.card.getByRole('button', { name: 'Save rubric' }).click();
    await expect(this.page.getByText('Rubric saved')).toBeVisible();
  }
}

/** The grading view driven by keys only. */
class RubricGrading extends GradingPage {
  constructor(private readonly tab: Page) {
    super(tab);
  }

  criterion(name: string): Locator {
    return this.tab.getByRole('group', { name: new RegExp(`^${name} \\(`) });
  }

  async expectStudent(person: Person): Promise<void> {
    await expect.poll(() => this.studentInUrl()).toBe(person.id);
    await expect(this.tab.getByRole('region', { name: `Rubric for ${person.name}` })).toBeVisible();
  }

  /** r, then one number key per criterion: each pick moves to the next criterion by itself. */
  async assess(keys: readonly string[]): Promise<void> {
    await this.tab.keyboard.press('r');
    await expect(this.criterion(CRITERIA[0])).toBeFocused();
    for (const [index, key] of keys.entries()) {
      await expect(this.criterion(CRITERIA[index] ?? '')).toBeFocused();
      await this.tab.keyboard.press(key);
    }
  }
}

async function rubricCourse(api: Api) {
  const course = await createCourse(api);
  const teacher = await createPerson(api, uniqueName('Rubric Teacher'));
  await enroll(api, course.id, teacher.id, 'TeacherEnrollment');
  const tag = uniqueName('Pupil').split(' ')[1] ?? 'x';
  const people: Person[] = [];
  // Names that sort in creation order: the rail's default order is the sortable name.
  for (const first of ['Ann', 'Ben', 'Cal', 'Dee', 'Eve']) {
    const person = await createPerson(api, `${first} Rubric${tag}`);
    await enroll(api, course.id, person.id, 'StudentEnrollment');
    people.push(person);
  }
  const assignment = await createAssignment(api, course.id, { points_possible: 15, submission_types: ['online_text_entry'] });
  return { course, teacher, people, assignment };
}

type Assessed = { user_id: number; score: number | null; rubric_assessment?: Record<string, { points?: number }> };

test('builds a three-criterion rubric, then grades five students with it by keyboard alone', async ({ page, api }) => {
  const { course, teacher, people, assignment } = await rubricCourse(api);
  await signIn(page, teacher.token);
  await page.goto(`/courses/${course.id}/assignments/${assignment.id}/edit`);
  await new RubricCard(page).build();

  const view = new RubricGrading(page);
  await view.goto(course.id, assignment.id, people[0]?.id);
  // From here on, keys only. 1 is "Full marks" (5), 2 is "No marks" (0).
  const picks = [['1', '1', '1'], ['1', '1', '2'], ['1', '2', '2'], ['2', '2', '2'], ['1', '2', '1']] as const;
  for (const [index, person] of people.entries()) {
    await view.expectStudent(person);
    await view.assess(picks[index] ?? []);
    if (index < people.length - 1) await page.keyboard.press('j');
  }
  await expect(page.getByRole('region', { name: /^Rubric for / }).getByText('10 of 15 points')).toBeVisible();

  const teacherApi = api.as(teacher.token);
  const { rubric = [] } = await teacherApi.get<{ rubric?: { id: string }[] }>(`/api/v1/courses/${course.id}/assignments/${assignment.id}`);
  const scores = async () => {
    const rows = await teacherApi.get<Assessed[]>(`/api/v1/courses/${course.id}/assignments/${assignment.id}/submissions`, { per_page: 100, 'include[]': 'rubric_assessment' });
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    return people.map((person) => {
      const row = byUser.get(person.id);
      return [row?.score ?? null, rubric.map((criterion) => row?.rubric_assessment?.[criterion.id]?.points ?? null)];
    });
  };
  await expect.poll(scores).toEqual([
    [15, [5, 5, 5]],
    [10, [5, 5, 0]],
    [5, [5, 0, 0]],
    [0, [0, 0, 0]],
    [10, [5, 0, 5]],
  ]);
});
