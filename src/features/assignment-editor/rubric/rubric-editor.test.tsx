import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accessibleDescription } from '@/test/accessible-description';
import { renderApp } from '@/test/render-app';
import { rubricWorld } from '../../../../server/test/rubric-world';

type AssignmentRubric = { rubric?: { description: string; points: number; ratings: { description: string; points: number }[] }[]; use_rubric_for_grading?: boolean };

async function openEditor() {
  const world = rubricWorld();
  const id = await world.assignment({ name: 'Lab report' });
  const rendered = renderApp(world.app, `/courses/${world.course.id}/assignments/${id}/edit`, 'teacher-token');
  const stored = async () => (await world.app.get(`/api/v1/courses/${world.course.id}/assignments/${id}`, 'teacher-token')).body as AssignmentRubric;
  return { ...world, ...rendered, id, stored };
}

const rubricCard = () => screen.getByRole('region', { name: 'Rubric' });

describe('the rubric editor, against the real API', () => {
  it('refuses unnamed criteria and ratings out of order by their fields, keeps what was typed, then saves', async () => {
    const { user, stored } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Build a new rubric' }));
    const card = rubricCard();
    // Ratings must go from most to fewest points, as Canvas lists them; "No marks" is given more than "Full marks".
    const lowest = within(card).getByRole('textbox', { name: 'Rating 2 of Criterion 1: points' });
    await user.clear(lowest);
    await user.type(lowest, '7');
    await user.click(within(card).getByRole('button', { name: 'Save rubric' }));

    const criterion = within(card).getByRole('textbox', { name: 'Criterion' });
    await waitFor(() => expect(document.activeElement).toBe(criterion));
    expect(accessibleDescription(criterion)).toContain('Name the criterion.');
    expect(accessibleDescription(lowest)).toContain('Ratings go from most to fewest points: give this one fewer than 5.');
    expect((await stored()).rubric).toBeUndefined();

    await user.type(criterion, 'Method');
    await user.clear(lowest);
    await user.type(lowest, '1');
    await user.click(within(card).getByRole('checkbox', { name: 'Use this rubric for grading' }));
    await user.click(within(card).getByRole('button', { name: 'Save rubric' }));

    await waitFor(async () => expect((await stored()).rubric).toEqual([expect.objectContaining({ description: 'Method', points: 5 })]));
    const saved = await stored();
    expect(saved.use_rubric_for_grading).toBe(true);
    expect(saved.rubric?.[0]?.ratings.map((rating) => [rating.description, rating.points])).toEqual([['Full marks', 5], ['No marks', 1]]);
  });

  it('moves a criterion by keyboard (Alt+ArrowUp), announces it, and saves the new order', async () => {
    const { user, stored } = await openEditor();
    await user.click(await screen.findByRole('button', { name: 'Build a new rubric' }));
    const card = rubricCard();
    await user.type(within(card).getByRole('textbox', { name: 'Criterion' }), 'Method');
    await user.click(within(card).getByRole('button', { name: 'Add a criterion' }));
    const second = within(card).getAllByRole('textbox', { name: 'Criterion' })[1];
    if (!second) throw new Error('no second criterion');
    await waitFor(() => expect(document.activeElement).toBe(second));
    await user.type(second, 'Results');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');

    await waitFor(() => expect(within(card).getAllByRole('status').map((node) => node.textContent).join(' ')).toContain('Results moved to place 1 of 2.'));
    expect(within(card).getAllByRole<HTMLInputElement>('textbox', { name: 'Criterion' }).map((input) => input.value)).toEqual(['Results', 'Method']);
    // The moved field keeps the focus, so a second Alt+arrow moves it again.
    await waitFor(() => expect(document.activeElement).toBe(second));
    await user.click(within(card).getByRole('button', { name: 'Save rubric' }));
    await waitFor(async () => expect((await stored()).rubric?.map((criterion) => criterion.description)).toEqual(['Results', 'Method']));
  });

  it('detaches the rubric only after confirming, and the assignment no longer carries it', async () => {
    const world = rubricWorld();
    const id = await world.assignment({ name: 'Lab report' });
    await world.rubricOn(id);
    const { user } = renderApp(world.app, `/courses/${world.course.id}/assignments/${id}/edit`, 'teacher-token');
    const detach = await screen.findByRole('button', { name: 'Detach rubric' });
    await waitFor(() => expect(detach.hasAttribute('disabled')).toBe(false));
    await user.click(detach);
    const dialog = await screen.findByRole('alertdialog', { name: 'Detach the rubric?' });
    await user.click(within(dialog).getByRole('button', { name: 'Detach rubric' }));
    await screen.findByRole('button', { name: 'Build a new rubric' });
    const assignment = await world.app.get(`/api/v1/courses/${world.course.id}/assignments/${id}`, 'teacher-token');
    expect((assignment.body as AssignmentRubric).rubric).toBeUndefined();
  });
});
